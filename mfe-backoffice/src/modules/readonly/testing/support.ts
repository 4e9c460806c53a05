import { act } from 'react';
import { click, type RecordedRequest } from '@hackathon/ui/testing';

/*
 * What the read-only tab specs share: request helpers, a filter picker, and a download recorder
 * (jsdom cannot follow a download link, so the saved file name and Blob are recorded instead).
 */

export const path = (r: RecordedRequest) => r.url.split('?')[0];
export const params = (r: RecordedRequest) => Object.fromEntries(new URL(r.url, 'http://x').searchParams);

/** Picks a dropdown filter's option by the filter's query key and the option's label. */
export async function pickFilter(key: string, option: string): Promise<void> {
  const combobox = document.querySelector(`input[data-filter="${key}"]`)?.parentElement?.querySelector('[role="combobox"]');
  if (!combobox) throw new Error(`No filter ${key}`);
  await act(async () => {
    combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  const item = [...document.querySelectorAll('[role="option"]')].find((el) => el.textContent?.trim() === option);
  if (!item) throw new Error(`No option ${option}`);
  await click(item);
}

export const searchBox = () => document.querySelector('input[type="search"]') as HTMLInputElement;

export interface Downloads {
  names: string[];
  blobs: Blob[];
  restore: () => void;
}

export function recordDownloads(): Downloads {
  const names: string[] = [];
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  const anchorClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    blobs,
    restore: () => {
      anchorClick.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

/** The date part of today's export file names (India's calendar, as the contracts' name helper writes it). */
export const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
