/**
 * The pattern of an app's CSS Modules class names. Every name starts with the app's own prefix, so no
 * two apps' classes meet on one page. A build leaves out the class's own name, which every first visit
 * would otherwise download twice (in the stylesheet and in the script that maps it); the development
 * server keeps it, to be read in the browser's tools.
 */
export function scopedClassName(prefix: string, command: 'build' | 'serve'): string {
  return command === 'build' ? `${prefix}_[hash:base64:6]` : `${prefix}_[local]_[hash:base64:5]`;
}
