/** One ranked post: rank, movement against the other list, author, text, media, score. */
import { useId } from 'preact/hooks'
import type { RankedPost } from '../api'
import { linkUrl } from '../contract'
import { compactNumber, fullDate, postOwner, relativeTime, scoreNumber } from '../format'
import { describeMovement, type Movement } from '../movement'
import { type BarScale, ScoreBar } from './ScoreBar'
import { type Rendition, SmartImage } from './SmartImage'

const KIND_LABELS = { repost: 'Repost', reply: 'Reply', quote: 'Quote' } as const

function count(value: number, one: string, many: string): string {
  return `${compactNumber(value)} ${value === 1 ? one : many}`
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => [...word][0] ?? '')
    .join('')
  return [...letters].slice(0, 2).join('').toUpperCase() || '?'
}

type Media = RankedPost['media'][number]

/** X's `name=small` rendition of a photo fits in 680 × 680 pixels. */
const SMALL_EDGE = 680

/**
 * The small and the full rendition of a photo, for `srcset`; none for a video (its preview is
 * its only image) or a photo without a small rendition of its own (or one no smaller).
 */
function photoRenditions(item: Media): Rendition[] | undefined {
  if (item.type !== 'photo' || item.previewUrl === '' || item.previewUrl === item.url) return
  const { width, height } = item
  const known = width > 0 && height > 0
  const small = known
    ? Math.round(width * Math.min(1, SMALL_EDGE / Math.max(width, height)))
    : SMALL_EDGE
  // Of a photo of unknown size, any width over the small one's has the browser choose the
  // small rendition exactly when it is wide enough for the space.
  const full = known ? width : 2 * SMALL_EDGE
  if (small >= full) return
  return [
    { url: item.previewUrl, width: small },
    { url: item.url, width: full },
  ]
}

/**
 * Where a post is shown: in For You's single list or one of Explore's two columns, and beside
 * the live rail or not (the rail takes 18rem and a gap from the page's width above 900px). The
 * rail comes with /api/health's answer: photos laid out before it chose for the wider page, and
 * Chromium keeps the larger rendition it has when `sizes` then shrinks.
 */
export interface PostLayout {
  list: 'single' | 'columns'
  rail: boolean
}

/**
 * How wide a photo is shown, for the browser to choose a rendition before the page is laid out:
 * an upper bound of the laid-out width, within a few percent of it, by styles.css's layout
 * (`sizes="auto"` would be exact, but Chromium then takes a photo already in view to be as wide
 * as the window). `single` is a post's only photo; `grid` one of two to four, half as wide less
 * the grid's 0.3rem gap. A photo is as wide as its card less 5.425rem (padding, border, the rank
 * column and its gap), 4.525rem up to 760px, where the page's padding is 0.6rem instead of 1rem.
 * Scrollbars are not counted: a classic one makes the bound 15px looser, an overlay one (phones)
 * nothing.
 * - Up to 760px, every layout shows one list as wide as the window: 100vw less 5.725rem.
 * - For You's list is at most 46rem wide (a 40.575rem photo); beside the rail (over 900px) it is
 *   narrower up to 1072px: 100vw less 2rem of padding, 19rem of rail and gap, and the card's.
 * - Explore's columns share the page (at most 1400px, so 1368px inside its padding) less their
 *   1rem gap, and the rail's 19rem over 900px.
 * Each width below is rounded up to a multiple of 0.05rem (a length taken off it, down).
 */
const PHOTO_SIZES: Record<PostLayout['list'], Record<'alone' | 'rail', PhotoSizes>> = {
  single: {
    alone: {
      single: '(max-width: 760px) calc(100vw - 5.7rem), 41rem',
      grid: '(max-width: 760px) calc(50vw - 3rem), 20.2rem',
    },
    rail: {
      single:
        '(max-width: 760px) calc(100vw - 5.7rem), (max-width: 900px) 41rem, (max-width: 1072px) calc(100vw - 26.4rem), 41rem',
      grid: '(max-width: 760px) calc(50vw - 3rem), (max-width: 900px) 20.2rem, (max-width: 1072px) calc(50vw - 13.35rem), 20.2rem',
    },
  },
  columns: {
    alone: {
      single:
        '(max-width: 760px) calc(100vw - 5.7rem), (max-width: 1400px) calc(50vw - 6.9rem), 36.85rem',
      grid: '(max-width: 760px) calc(50vw - 3rem), (max-width: 1400px) calc(25vw - 3.6rem), 18.3rem',
    },
    rail: {
      single:
        '(max-width: 760px) calc(100vw - 5.7rem), (max-width: 900px) calc(50vw - 6.9rem), (max-width: 1400px) calc(50vw - 16.4rem), 27.35rem',
      grid: '(max-width: 760px) calc(50vw - 3rem), (max-width: 900px) calc(25vw - 3.6rem), (max-width: 1400px) calc(25vw - 8.35rem), 13.55rem',
    },
  },
}

interface PhotoSizes {
  single: string
  grid: string
}

export function Avatar({ url, name, size }: { url: string; name: string; size: number }) {
  const fallback = (
    <span
      class="avatar avatar-fallback"
      style={{ width: `${size}px`, height: `${size}px` }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  )
  return (
    <SmartImage src={url} alt="" class="avatar" width={size} height={size} fallback={fallback} />
  )
}

export function PostCard({
  post,
  scale,
  movement,
  otherName,
  nowMs,
  layout,
  why,
  outside,
}: {
  post: RankedPost
  scale: BarScale
  movement?: Movement | undefined
  otherName?: string
  nowMs: number
  /** Where the post is shown, for how wide its photos are. */
  layout: PostLayout
  /** For You: why the post is in the feed ("Because you liked posts about …"). */
  why?: string | undefined
  /** For You: the post comes from outside the reader's network. */
  outside?: boolean | undefined
}) {
  const moved = otherName ? describeMovement(movement, otherName) : null
  const link = linkUrl(post.url)
  const media = post.media.slice(0, 4)
  const photoSizes = PHOTO_SIZES[layout.list][layout.rail ? 'rail' : 'alone']
  // Explore shows each post twice (once per profile): an id from the post would repeat.
  const authorId = useId()
  return (
    <article class="post" data-post-id={post.id} aria-labelledby={authorId}>
      <div class="post-rank">
        <span class="rank" data-rank={post.rank}>
          <span class="sr-only">Rank </span>#{post.rank}
        </span>
        {moved && (
          <span class={`moved moved-${moved.direction}`} title={moved.sentence}>
            <span aria-hidden="true">{moved.label}</span>
            <span class="sr-only">{moved.sentence}</span>
          </span>
        )}
      </div>
      <div class="post-body">
        <header class="post-head">
          <Avatar url={post.author.avatarUrl} name={post.author.name} size={40} />
          <div class="post-who" id={authorId}>
            <span class="name">
              {/* A name from X may hold bidi controls: isolated, they cannot reorder what follows. */}
              <bdi>{post.author.name}</bdi>
              {post.author.verified && (
                <span class="verified" title="Verified">
                  <span aria-hidden="true">✓</span>
                  <span class="sr-only">verified</span>
                </span>
              )}
            </span>
            <span class="muted">
              @{post.author.username} ·{' '}
              <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
                {relativeTime(post.createdAt, nowMs)}
              </time>
              {post.kind !== 'original' && <span class="kind"> · {KIND_LABELS[post.kind]}</span>}
              {outside && (
                <>
                  {' · '}
                  <span class="badge outside">Outside your network</span>
                </>
              )}
            </span>
          </div>
        </header>
        {why && (
          <p class="post-why" data-testid="why">
            <span class="sr-only">Why this post: </span>
            {why}
          </p>
        )}
        <p class="post-text" lang={post.lang === 'und' ? undefined : post.lang} dir="auto">
          {post.text}
        </p>
        {media.length > 0 && (
          <div class={`media media-${media.length}`}>
            {media.map((item) => {
              // A video (or GIF) shows its preview image, but it is still a video.
              const kind = item.type === 'photo' ? 'Image' : 'Video'
              const renditions = photoRenditions(item)
              return (
                <SmartImage
                  key={item.url || item.previewUrl}
                  src={item.type === 'photo' ? item.url : item.previewUrl}
                  renditions={renditions}
                  sizes={renditions && (media.length > 1 ? photoSizes.grid : photoSizes.single)}
                  alt={item.alt || `${kind} by @${post.author.username}`}
                  width={item.width || undefined}
                  height={item.height || undefined}
                  fallback={
                    <span class="media-missing">
                      {item.alt ? `${kind}: ${item.alt}` : `${kind} unavailable`}
                    </span>
                  }
                />
              )
            })}
          </div>
        )}
        <ul class="metrics" aria-label="Engagement and score">
          <li>{count(post.metrics.replies, 'reply', 'replies')}</li>
          <li>{count(post.metrics.reposts, 'repost', 'reposts')}</li>
          <li>{count(post.metrics.likes, 'like', 'likes')}</li>
          <li class="metric-score">
            score <strong>{scoreNumber(post.score)}</strong>
          </li>
          {link && (
            <li>
              <a class="tap-target" href={link} target="_blank" rel="noopener noreferrer">
                Open on X
                <span class="sr-only">{`: ${postOwner(post.author)}’s post (new tab)`}</span>
              </a>
            </li>
          )}
        </ul>
        <ScoreBar score={post.score} breakdown={post.breakdown} scale={scale} />
      </div>
    </article>
  )
}
