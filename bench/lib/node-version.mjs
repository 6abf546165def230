// The benchmarks' figures are of the Node the project pins (package.json's `node`
// devDependency, which npm scripts and `npx node` run): another major version runs another V8,
// whose regular expressions and allocation can time differently by a tenth or more.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The pinned Node's major version, from package.json (`^24.21.0` is 24), or null. */
export function pinnedNodeMajor(root) {
  const { devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const match = /(\d+)\./.exec(devDependencies.node ?? '')
  return match ? Number(match[1]) : null
}

/** Says so on stderr when this is not the pinned Node's major version. */
export function warnUnlessPinnedNode(root, command) {
  const pinned = pinnedNodeMajor(root)
  const running = Number(process.versions.node.split('.')[0])
  if (pinned !== null && running !== pinned) {
    process.stderr.write(
      `warning: running on Node ${process.versions.node}, the project pins Node ${pinned}: ` +
        `its figures are of another engine. Run \`npx node ${command}\`.\n`,
    )
  }
}
