/**
 * The specs' messages, word for word in English, and in Hindi (issue 24). The words live in the
 * catalogue (libs/contracts/catalogue/<language>/messages.json, ICU MessageFormat); UI and API read
 * them from here, so a wording change happens in one place (the API's own messages: api-messages.ts). A message without placeholders reads
 * like a string property (`MSG.loginSuccess`), in the language of the moment; one with placeholders
 * is a function.
 */
import english from '@hackathon/catalogue/compiled/en/messages.json';
import { messageTable } from './i18n/define';
import { loadCatalogue, translate } from './i18n/translate';

loadCatalogue('en', english);

export const MSG = messageTable(english, 'msg', {
  serverErrorStatus: (status: number) => translate('msg.serverErrorStatus', { status }),
  welcomeTeam: (teamName: string) => translate('msg.welcomeTeam', { teamName }),
  minLength: (n: number) => translate('msg.minLength', { n }),
  maxLength: (n: number) => translate('msg.maxLength', { n }),
  missingFields: (list: string[]) => translate('msg.missingFields', { list: list.join(', ') }),
  errorLoadingComponent: (name: string) => translate('msg.errorLoadingComponent', { name }),
  documentSoon: (name: string) => translate('msg.documentSoon', { name }),
  arriveEarly: (minutes: number) => translate('msg.arriveEarly', { minutes }),
  exportedRecords: (n: number) => translate('msg.exportedRecords', { n }),
  failedLoadTypeData: (type: string) => translate('msg.failedLoadTypeData', { type }),
  typeDataExported: (type: string, n: number) => translate('msg.typeDataExported', { type, n }),
  noTitleFound: (title: string) => translate('msg.noTitleFound', { title }),
  noTitleInRegion: (title: string) => translate('msg.noTitleInRegion', { title }),
  schoolSummaryExported: (n: number) => translate('msg.schoolSummaryExported', { n }),
});
