// The changelog lines `changeset version` writes (docs/releasing.md#what-a-release-is): each changeset's summary as
// Changesets writes it, and one "Updated dependencies" entry per release naming the versions it picked up, where
// Changesets' own generator adds a line for every changeset of every dependency.

/** A changeset's summary: its first line as the entry, the rest indented under it. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd())
  const commit = changeset.commit ? `${changeset.commit.slice(0, 7)}: ` : ''
  return `\n\n- ${commit}${first}\n${rest.map((line) => `  ${line}`).join('\n')}`
}

/** The shared packages a release picked up, with their new versions. */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return ''
  return ['- Updated dependencies', ...dependenciesUpdated.map((d) => `  - ${d.name}@${d.newVersion}`)].join('\n')
}

module.exports = { getReleaseLine, getDependencyReleaseLine }
