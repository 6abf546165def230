/**
 * The score profiles, a registry keyed by name: each turns the posts of a list into the five
 * breakdown components (profile.ts). Adding a profile is one module and one line here.
 */
import { platformStyle } from './platform-style'
import type { ScoringProfile } from './profile'
import { refined } from './refined'

export const PROFILES = {
  platform_style: platformStyle,
  refined,
} as const satisfies Record<string, ScoringProfile>

export type ProfileName = keyof typeof PROFILES
export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[]
