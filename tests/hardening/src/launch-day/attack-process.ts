// The attacker's process (launch-day.test.ts starts it): runs the plan given as JSON in argv[2] and sends the
// report to its parent over IPC.
import { runAttacks, type AttackPlan } from './attacks'

const plan = JSON.parse(process.argv[2] ?? '') as AttackPlan
const report = await runAttacks(plan)
process.send?.(report, () => process.exit(0))
