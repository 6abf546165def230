/** The one signed-in user of the emulator. */
import type { JsonObject } from './json.ts'

export const DEMO_USER_ID = '1500000000000000001'

export const DEMO_USER: JsonObject = {
  id: DEMO_USER_ID,
  name: 'Local Reader',
  username: 'local_reader',
  profile_image_url:
    'https://pbs.twimg.com/profile_images/1500000000000000001/local_reader_normal.png',
  verified: false,
  description: 'Demo account of the local X emulator. Reads a lot, posts little.',
  public_metrics: {
    followers_count: 128,
    following_count: 9,
    tweet_count: 42,
    listed_count: 1,
  },
  created_at: '2022-03-01T09:00:00.000Z',
  protected: false,
  verified_type: 'none',
}
