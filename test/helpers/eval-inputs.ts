/// <reference types="vite/client" />
/** The judged sets of `npm run eval`, read as eval/run.mjs reads them, for the tests. */
import type { Inputs } from '../../eval/evaluate'
import type { ExploreSet, ForYouSet, PersonalSet, Split } from '../../eval/judgments'
import split from '../../eval/split.json'
import seedPayload from '../../seed/posts.json'

/** The files of a glob, by name without `.json`. */
function byName<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([path, value]) => [
      (path.split('/').pop() as string).replace(/\.json$/, ''),
      value,
    ]),
  )
}

export const explore = byName(
  import.meta.glob<ExploreSet>('../../eval/explore/*.json', { eager: true, import: 'default' }),
)
export const foryou = byName(
  import.meta.glob<ForYouSet>('../../eval/foryou/*.json', { eager: true, import: 'default' }),
)
const timelines = Object.fromEntries(
  Object.entries(
    byName(
      import.meta.glob<unknown>('../../eval/foryou/timelines/*.json', {
        eager: true,
        import: 'default',
      }),
    ),
  ).map(([name, page]) => [`${name}.json`, page]),
)

export const personal = byName(
  import.meta.glob<PersonalSet>('../../eval/foryou/personal/*.json', {
    eager: true,
    import: 'default',
  }),
)

export const evalInputs: Inputs = {
  seed: seedPayload,
  explore,
  foryou,
  timelines,
  personal,
  split: split as Split,
}
