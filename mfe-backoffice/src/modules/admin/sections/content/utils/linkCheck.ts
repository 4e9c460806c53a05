import { embeddableVideoUrl, isHttpsUrl } from '@hackathon/contracts';
import { tr } from '../../../../../i18n';

/**
 * What is wrong with a link as it is typed (shown at once, before the draft is saved; the API
 * checks the same): not https, or a video the page cannot play. Blank is fine here (required
 * links are the API's call).
 */
export function linkProblem(value: string | null, video: boolean): string | null {
  if (!value) return null;
  if (!isHttpsUrl(value)) return tr('backoffice.content.links.notHttps');
  if (video && !embeddableVideoUrl(value)) return tr('backoffice.content.links.notYouTube');
  return null;
}
