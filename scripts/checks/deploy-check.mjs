// `node scripts/checks/deploy-check.mjs`: the deployment files are valid before anyone applies them.
// - Every Kubernetes manifest in deploy/k8s is validated against the Kubernetes API schemas with
//   kubernetes-models (JSON schemas shipped in the npm package: no network, no cluster).
// - Each Deployment runs as non-root with a read-only root filesystem, has resources, liveness and
//   readiness probes, and comes with a Service, a HorizontalPodAutoscaler and a PodDisruptionBudget.
// - deploy/compose.yaml has the services of the stack, read-only and non-root, built from files that exist.
// Run by `npm test` (scripts/ci.mjs). Prints what it checked; exits 1 on the first list of problems.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllDocuments, parse } from 'yaml'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const problems = []

/** The kubernetes-models class for a document, e.g. apps/v1 Deployment → kubernetes-models/apps/v1/Deployment. */
async function modelOf(doc) {
  const mod = await import(`kubernetes-models/${doc.apiVersion}/${doc.kind}`)
  return mod[doc.kind] ?? mod.default
}

async function validate(doc, where) {
  try {
    const Model = await modelOf(doc)
    new Model(doc).validate()
    return true
  } catch (error) {
    problems.push(`${where}: ${error.message.split('\n').slice(0, 4).join(' ')}`)
    return false
  }
}

// The validator must catch a bad manifest, or passing means nothing.
const broken = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'x' },
  spec: { replicas: 'two', selector: {}, template: {} },
}
if (await validate(broken, 'self-test')) problems.push('self-test: a Deployment with replicas "two" passed validation')
else problems.pop()

const docs = []
const k8sDir = path.join(repo, 'deploy/k8s')
for (const file of fs
  .readdirSync(k8sDir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()) {
  for (const parsed of parseAllDocuments(fs.readFileSync(path.join(k8sDir, file), 'utf8'))) {
    if (parsed.errors.length) problems.push(`${file}: ${parsed.errors[0].message}`)
    const doc = parsed.toJS()
    if (!doc) continue
    const where = `${file} ${doc.kind}/${doc.metadata?.name}`
    docs.push(doc)
    await validate(doc, where)
  }
}

const named = (kind, name) =>
  docs.some((d) => d.kind === kind && (d.metadata?.name === name || d.spec?.scaleTargetRef?.name === name))
for (const deployment of docs.filter((d) => d.kind === 'Deployment')) {
  const name = deployment.metadata.name
  for (const kind of ['Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
    if (!named(kind, name)) problems.push(`Deployment/${name}: no ${kind}`)
  }
  for (const c of deployment.spec.template.spec.containers) {
    const where = `Deployment/${name} container ${c.name}`
    if (c.securityContext?.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem not read-only`)
    if (c.securityContext?.runAsNonRoot !== true) problems.push(`${where}: may run as root`)
    if (!c.resources?.requests?.cpu || !c.resources?.limits?.memory)
      problems.push(`${where}: no cpu request or memory limit`)
    if (c.livenessProbe?.httpGet?.path !== '/health') problems.push(`${where}: liveness probe is not /health`)
    if (c.readinessProbe?.httpGet?.path !== '/ready') problems.push(`${where}: readiness probe is not /ready`)
  }
}

const composeFile = path.join(repo, 'deploy/compose.yaml')
const compose = parse(fs.readFileSync(composeFile, 'utf8'), { merge: true })
const services = compose?.services ?? {}
const REQUIRED = [
  'proxy',
  'postgres',
  'storefront-cn',
  'storefront-us-1',
  'storefront-us-2',
  'storefront-eu',
  'account-api-1',
  'account-api-2',
]
for (const required of REQUIRED) {
  if (!services[required]) problems.push(`compose.yaml: no service ${required}`)
}
for (const [name, service] of Object.entries(services)) {
  if (service.build) {
    const dockerfile = path.resolve(
      path.dirname(composeFile),
      service.build.context ?? '.',
      service.build.dockerfile ?? 'Dockerfile',
    )
    if (!fs.existsSync(dockerfile)) problems.push(`compose.yaml ${name}: no ${service.build.dockerfile}`)
  }
  if (/^(storefront|account-api)/.test(name)) {
    if (service.read_only !== true) problems.push(`compose.yaml ${name}: not read_only`)
    if (!service.image) problems.push(`compose.yaml ${name}: no image`)
    if (!service.environment?.METRICS_PORT) problems.push(`compose.yaml ${name}: no METRICS_PORT`)
  }
}

const kinds = docs.reduce((acc, d) => ({ ...acc, [d.kind]: (acc[d.kind] ?? 0) + 1 }), {})
console.log(
  `[deploy-check] ${docs.length} Kubernetes objects (${Object.entries(kinds)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')}), ${Object.keys(services).length} compose services`,
)
if (problems.length) {
  console.error(`[deploy-check] ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('[deploy-check] ok')
