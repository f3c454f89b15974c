// SPEC §5: the social providers a frame message may name (Farcaster has its own messages). Its own
// file, so Connect's social section can list them without loading the frame protocol (and zod).
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]
