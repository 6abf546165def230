/**
 * Threads: an author's posts that continue a post of their own ("2/", "3/"), read with the post
 * that began them, which says what the thread is about. Pure: no I/O here.
 */
import type { AnalyzedPost } from './analysis'

/**
 * The later parts of each author's thread whose first post is in `posts`, by position, with the
 * position of that first post: the author's replies to themselves whose `conversation_id` (X's
 * id of a thread's first post) is a post of theirs in the list.
 */
export function threadParts(posts: readonly AnalyzedPost[]): Map<number, number> {
  const parts = new Map<number, number>()
  const positions = new Map<string, number>()
  for (const [position, entry] of posts.entries()) positions.set(entry.post.id, position)
  for (const [position, entry] of posts.entries()) {
    const { conversationId, repliedToUserId } = entry.facts
    const author = entry.post.author.id
    if (!author || repliedToUserId !== author || !conversationId) continue
    const first = positions.get(conversationId)
    if (first === undefined || first === position) continue
    if ((posts[first] as AnalyzedPost).post.author.id === author) parts.set(position, first)
  }
  return parts
}
