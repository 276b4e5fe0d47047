import { LOADER_MARKS } from '../app/prerendered';
import { firstPaintLoaderScript } from '../firstPaintLoader';

/** Runs the first-paint loader for `entry` exactly as the pages carry it, with the app's marks. */
export function runFirstPaintLoader(entry: string, preloads: readonly string[] = []): void {
  const script = firstPaintLoaderScript(entry, preloads, LOADER_MARKS);
  window.eval(script.replace(/^<script>/, '').replace(/<\/script>$/, ''));
}
