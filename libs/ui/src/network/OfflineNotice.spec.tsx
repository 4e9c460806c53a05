import { act } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { formatTime } from '@hackathon/contracts';
import { mount, pageText, type Mounted } from '../testing/dom';
import { OfflineNotice } from './OfflineNotice';

let page: Mounted | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
  onlineManager.setOnline(true);
});

describe('OfflineNotice', () => {
  it('says nothing online, and when the network goes says what was loaded when; it leaves when the network is back', async () => {
    const loadedAt = Date.parse('2026-11-29T05:12:00Z');
    page = await mount(<OfflineNotice loadedAt={loadedAt} />);
    expect(pageText()).toBe('');
    await act(async () => onlineManager.setOnline(false));
    expect(pageText()).toBe(`Offline: showing what was loaded at ${formatTime(loadedAt)}. It refreshes when the network is back.`);
    expect(formatTime(loadedAt)).toBe('10:42 AM');
    await act(async () => onlineManager.setOnline(true));
    expect(pageText()).toBe('');
  });

  it('says the page needs the network when nothing was loaded yet, or shows the copy saved at sign-in', async () => {
    onlineManager.setOnline(false);
    page = await mount(<OfflineNotice loadedAt={null} />);
    expect(pageText()).toBe('Offline: this page needs the network to load. It loads when the network is back.');
    page.unmount();
    page = await mount(<OfflineNotice loadedAt={0} deviceCopy />);
    expect(pageText()).toBe('Offline: showing the copy saved on this device at sign-in. It refreshes when the network is back.');
  });
});
