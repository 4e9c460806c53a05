/** An unpublished document answers with the spec's toast, whose catalogue arrives with the click. */
import { EVENT, type EventDocument } from '@hackathon/contracts';
import { toastMessages } from '@hackathon/ui/testing';
import { toastStore } from '@hackathon/ui';
import { downloadDocument, openDocument } from './documents';

const unpublished: EventDocument = { ...EVENT.documents[0], name: 'Assessment Guidelines', path: null };

async function nextToast(): Promise<string[]> {
  for (let tries = 0; tries < 50 && toastMessages().length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  return toastMessages();
}

describe('documents that are not published yet', () => {
  afterEach(() => toastStore.dismiss());

  it.each([
    ['View', openDocument],
    ['Download', downloadDocument],
  ])('%s says when the document will come', async (_action, act) => {
    act(unpublished);
    expect(await nextToast()).toEqual(['Assessment Guidelines will be available soon!']);
  });
});
