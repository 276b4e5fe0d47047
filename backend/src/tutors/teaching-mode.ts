import type { TeachingMode } from '@tutorhub/contracts';

const WORDS = new Map<string, TeachingMode>([
  ['online', 'online'],
  ['offline', 'offline'],
  ['both', 'both'],
  ['hybrid', 'both'],
]);

/**
 * Reads the free-text "online or offline?" answer: 'Online', 'OFFLINE', 'both', 'hybrid',
 * 'Online & Offline', 'online/offline', 'online or offline' … → online | offline | both.
 * Answers null for anything else.
 */
export function normaliseTeachingMode(value: string): TeachingMode | null {
  const words = value
    .toLowerCase()
    .split(/(?:[\s,&/+|]|\band\b|\bor\b)+/)
    .filter((w) => w.length > 0);
  const modes = new Set<TeachingMode | undefined>(words.map((w) => WORDS.get(w)));
  if (words.length === 0 || modes.has(undefined)) {
    return null;
  }
  if (modes.has('both') || (modes.has('online') && modes.has('offline'))) {
    return 'both';
  }
  return modes.has('online') ? 'online' : 'offline';
}

/** The stored modes a `?mode=` filter matches: a tutor teaching both serves either. */
export function modesServing(mode: TeachingMode): TeachingMode[] {
  return mode === 'both' ? ['both'] : [mode, 'both'];
}
