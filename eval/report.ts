/** The text `npm run eval` prints, and its closing JSON summary. Pure. */
import type { ListResult, PersonalResult, PersonalSystem, Report, System } from './evaluate'
import { ABLATIONS, PERSONAL_SYSTEMS, SYSTEMS } from './evaluate'
import { excerpt } from './judgments'
import { type ListScores, meanScores } from './metrics'

const LABELS: Record<System, string> = {
  refined: 'refined',
  platform_style: 'platform_style',
  bm25: 'BM25 (MiniSearch)',
  newest: 'newest first',
  engaged: 'most engaged',
}

function fixed(value: number): string {
  return value.toFixed(3)
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => [...(row[column] ?? '')].length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const pad = (widths[column] as number) - [...cell].length
        return column === 0 ? cell + ' '.repeat(pad) : ' '.repeat(pad) + cell
      })
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
}

function meanOf(results: readonly ListResult[], half: string, system: System): ListScores {
  return meanScores(
    results.filter((result) => result.half === half).map((result) => result.scores[system]),
  )
}

export interface Summary {
  [key: string]: number | string
}

/** The closing JSON: `<surface>_<half>_<system>_<metric>` for every figure of the tables. */
export function summary(report: Report): Summary {
  const out: Summary = {}
  const keyOf: Record<System, string> = {
    refined: 'refined',
    platform_style: 'platform',
    bm25: 'bm25',
    newest: 'newest',
    engaged: 'engaged',
  }
  for (const [surface, results] of [
    ['explore', report.explore],
    ['foryou', report.foryou],
  ] as const) {
    for (const half of ['tuning', 'heldout']) {
      for (const system of SYSTEMS) {
        if (surface === 'foryou' && system === 'bm25') continue
        const scores = meanOf(results, half, system)
        const key = `${surface}_${half}_${keyOf[system]}`
        out[`${key}_ndcg10`] = Number(fixed(scores.ndcg10))
        out[`${key}_p5`] = Number(fixed(scores.p5))
        out[`${key}_mrr`] = Number(fixed(scores.mrr))
      }
    }
  }
  const personalKey: Record<PersonalSystem, string> = {
    refined: 'refined',
    unpersonalised: 'unpersonalised',
    platform_style: 'platform',
    newest: 'newest',
  }
  for (const half of ['tuning', 'heldout']) {
    for (const system of PERSONAL_SYSTEMS) {
      const scores = personalMean(report.personal, half, system)
      const key = `foryou_personal_${half}_${personalKey[system]}`
      out[`${key}_ndcg10`] = Number(fixed(scores.ndcg10))
      out[`${key}_p5`] = Number(fixed(scores.p5))
      out[`${key}_mrr`] = Number(fixed(scores.mrr))
    }
  }
  out.explore_queries = report.explore.length
  out.foryou_pages = report.foryou.length
  out.foryou_personal_readers = report.personal.length
  out.refined_grade0_in_top3 = grade0InTop(report, 3).length
  out.refined_penalised_grade2plus = penalisedRelevant(report).length
  out.refined_unpenalised_spam = unpenalisedSpam(report).length
  return out
}

function personalMean(
  results: readonly PersonalResult[],
  half: string,
  system: PersonalSystem,
): ListScores {
  return meanScores(
    results.filter((result) => result.half === half).map((result) => result.scores[system]),
  )
}

const PERSONAL_LABELS: Record<PersonalSystem, string> = {
  refined: 'refined, personalised',
  unpersonalised: 'refined, not personalised',
  platform_style: 'platform_style',
  newest: 'newest first',
}

function personalTables(results: readonly PersonalResult[]): string[] {
  const summaryRows = PERSONAL_SYSTEMS.map((system) => {
    const cells = [PERSONAL_LABELS[system]]
    for (const half of ['tuning', 'heldout']) {
      const scores = personalMean(results, half, system)
      cells.push(fixed(scores.ndcg10), fixed(scores.p5), fixed(scores.mrr))
    }
    return cells
  })
  const readerRows = results.map((result) => [
    result.name,
    result.half === 'tuning' ? 'tuning' : 'held-out',
    `${result.likes}`,
    `${result.candidates - result.outOfNetwork}+${result.outOfNetwork}`,
    ...PERSONAL_SYSTEMS.map((system) => fixed(result.scores[system].ndcg10)),
  ])
  const interests = results.map(
    (result) => `  ${result.name}: ${result.interests.slice(0, 10).join(', ')}`,
  )
  return [
    ...table(['', 'tuning NDCG@10', 'P@5', 'MRR', 'held-out NDCG@10', 'P@5', 'MRR'], summaryRows),
    '',
    ...table(
      ['reader', 'half', 'likes', 'in+out', ...PERSONAL_SYSTEMS.map((s) => PERSONAL_LABELS[s])],
      readerRows,
    ),
    '',
    "Each reader's strongest interests, as read from their likes",
    ...interests,
  ]
}

function summaryTable(results: readonly ListResult[], systems: readonly System[]): string[] {
  const rows = systems.map((system) => {
    const cells = [LABELS[system]]
    for (const half of ['tuning', 'heldout']) {
      const scores = meanOf(results, half, system)
      cells.push(fixed(scores.ndcg10), fixed(scores.p5), fixed(scores.mrr))
    }
    return cells
  })
  return table(['', 'tuning NDCG@10', 'P@5', 'MRR', 'held-out NDCG@10', 'P@5', 'MRR'], rows)
}

/** refined's mean NDCG@10 with each feature off, beside refined as it ships. */
function ablationTable(report: Report): string[] {
  const mean = (results: readonly ListResult[], half: string, pick: (r: ListResult) => number) => {
    const inHalf = results.filter((result) => result.half === half)
    return inHalf.reduce((sum, result) => sum + pick(result), 0) / Math.max(1, inHalf.length)
  }
  const row = (label: string, pick: (r: ListResult) => number) => [
    label,
    fixed(mean(report.explore, 'tuning', pick)),
    fixed(mean(report.explore, 'heldout', pick)),
    fixed(mean(report.foryou, 'tuning', pick)),
    fixed(mean(report.foryou, 'heldout', pick)),
  ]
  return table(
    ['refined', 'Explore tuning', 'held-out', 'For You tuning', 'held-out'],
    [
      row('as it ships', (result) => result.scores.refined.ndcg10),
      ...ABLATIONS.map(({ name }, index) =>
        row(`without ${name}`, (result) => result.ablated[index] as number),
      ),
    ],
  )
}

function perListTable(results: readonly ListResult[], systems: readonly System[]): string[] {
  const rows = results.map((result) => [
    result.label,
    result.half === 'tuning' ? 'tuning' : 'held-out',
    String(result.retrieved),
    ...systems.map((system) => fixed(result.scores[system].ndcg10)),
  ])
  return table(['', 'half', 'posts', ...systems.map((system) => LABELS[system])], rows)
}

function postLine(rank: number, grade: number, post: { score: number; text: string } & object) {
  return `  ${String(rank).padStart(3)}. grade ${grade}  score ${post.score.toFixed(3).padStart(7)}  ${excerpt(post as never)}`
}

/** The worst lists under refined: their top 5, and the grade-3 posts left below 10. */
function worst(results: readonly ListResult[], count: number): string[] {
  const lines: string[] = []
  const sorted = [...results].sort(
    (a, b) => a.scores.refined.ndcg10 - b.scores.refined.ndcg10 || a.name.localeCompare(b.name),
  )
  for (const result of sorted.slice(0, count)) {
    lines.push(
      `${result.label} (${result.half === 'tuning' ? 'tuning' : 'held-out'}): NDCG@10 ${fixed(result.scores.refined.ndcg10)}`,
    )
    result.refined.slice(0, 5).forEach(({ post, grade }, index) => {
      lines.push(postLine(index + 1, grade, post))
    })
    const missed = result.refined
      .map((entry, index) => ({ ...entry, rank: index + 1 }))
      .filter((entry) => entry.grade === 3 && entry.rank > 10)
    if (missed.length > 0) lines.push('  grade-3 posts below 10:')
    for (const entry of missed) lines.push(postLine(entry.rank, entry.grade, entry.post))
  }
  return lines
}

interface Flagged {
  list: string
  rank: number
  grade: number
  /** Graded 0 as spam (eval/README.md). */
  gradedSpam: boolean
  spam: number
  text: string
}

function flagged(report: Report, pick: (entry: Flagged) => boolean): Flagged[] {
  const out: Flagged[] = []
  for (const result of [...report.explore, ...report.foryou]) {
    result.refined.forEach(({ post, grade, gradedSpam }, index) => {
      const entry = {
        list: result.label,
        rank: index + 1,
        grade,
        gradedSpam,
        spam: post.breakdown.spam,
        text: excerpt(post),
      }
      if (pick(entry)) out.push(entry)
    })
  }
  return out
}

export function penalisedRelevant(report: Report): Flagged[] {
  return flagged(report, (entry) => entry.grade >= 2 && entry.spam < 0)
}

/** Posts graded 0 as spam that refined gives no spam penalty: what the spam rules missed. */
export function unpenalisedSpam(report: Report): Flagged[] {
  return flagged(report, (entry) => entry.gradedSpam && entry.spam === 0)
}

export function grade0InTop(report: Report, depth: number): Flagged[] {
  return flagged(report, (entry) => entry.grade === 0 && entry.rank <= depth)
}

function flaggedLines(entries: readonly Flagged[]): string[] {
  if (entries.length === 0) return ['  none']
  return entries.map(
    (entry) =>
      `  ${entry.list} #${entry.rank}: grade ${entry.grade}, spam ${entry.spam.toFixed(3)}  ${entry.text}`,
  )
}

export function formatReport(report: Report): string[] {
  const exploreSystems = SYSTEMS
  const foryouSystems = SYSTEMS.filter((system) => system !== 'bm25')
  const tuning = (results: readonly ListResult[]) =>
    results.filter((result) => result.half === 'tuning').length
  return [
    `Ranking quality: ${report.explore.length} Explore queries (${tuning(report.explore)} tuning), ${report.foryou.length} For You pages (${tuning(report.foryou)} tuning); means over each half`,
    '',
    'Explore',
    ...summaryTable(report.explore, exploreSystems),
    '',
    'For You',
    ...summaryTable(report.foryou, foryouSystems),
    '',
    'For You, personalised (each reader: their likes, and a pool of the accounts they follow and posts found outside)',
    ...personalTables(report.personal),
    '',
    'Ablation: NDCG@10 of refined with one feature switched off',
    ...ablationTable(report),
    '',
    'NDCG@10 by query',
    ...perListTable(report.explore, exploreSystems),
    '',
    'NDCG@10 by For You page',
    ...perListTable(report.foryou, foryouSystems),
    '',
    'The five queries where refined does worst',
    ...worst(report.explore, 5),
    '',
    'Posts graded 2 or 3 that refined penalised as spam',
    ...flaggedLines(penalisedRelevant(report)),
    '',
    'Posts graded 0 as spam that refined does not penalise',
    ...flaggedLines(unpenalisedSpam(report)),
    '',
    'Posts graded 0 in a refined top 5',
    ...flaggedLines(grade0InTop(report, 5)),
  ]
}
