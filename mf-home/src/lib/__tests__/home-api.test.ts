import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import { fakeHomeRequester, fakeRequester, homeSectionsAnswer, popularKeywordsAnswer } from '../../testing/home-fixtures';
import { getHomeSections } from '../api/get-home-sections';
import { getPopularKeywords } from '../api/get-popular-keywords';

describe('home API', () => {
  it('reads the home sections route of the locale and normalises its answer', async () => {
    const request = fakeHomeRequester();
    const content = await getHomeSections(request, 'en-US', 'us');
    expect(request.calls).toEqual(['/v1/home/en-US/sections']);
    expect(content.sections.intro?.heading1).toBe('intro heading');
    expect(content.sections.intro?.lines).toEqual(['intro first line', 'intro second line']);
    expect(content.sections.whereExtraordinary?.cta?.href).toBe('/us/#a=search');
    expect(content.sections.wallsTalk).toBeUndefined();
  });

  it('leaves out a malformed section with a warning and keeps the rest', async () => {
    const answer = homeSectionsAnswer();
    answer.sections.blog = { heading1: 42, images: 'none' };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const content = await getHomeSections(fakeHomeRequester({ '/v1/home/en-US/sections': answer }), 'en-US', 'us');
    expect(content.sections.blog).toBeUndefined();
    expect(content.sections.cities?.heading1).toBe('cities heading');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the "blog" section is malformed'));
    warn.mockRestore();
  });

  it('refuses an answer that is not the sections shape', async () => {
    await expect(getHomeSections(fakeHomeRequester({ '/v1/home/en-US/sections': { intro: {} } }), 'en-US', 'us')).rejects.toThrow();
  });

  it('reads the popular keywords of the locale into tabs', async () => {
    const request = fakeRequester({ '/v1/keywords/popular/de-DE': { ...popularKeywordsAnswer(), locale: 'de-DE', country: 'DE' } });
    const tabs = await getPopularKeywords(request, 'de-DE', 'de');
    expect(request.calls).toEqual(['/v1/keywords/popular/de-DE']);
    expect(tabs.map((tab) => tab.href)).toEqual(['/de/plan/photo-shoot', '/de/plan/party', '/de/plan/meeting']);
  });

  it('passes a failed call on as it came', async () => {
    const failure = new ApiError(ApiErrorCode.TIMEOUT, 'GET /v1/keywords/popular/en-US got no answer within 10000 ms.');
    await expect(getPopularKeywords(fakeHomeRequester({ '/v1/keywords/popular/en-US': failure }), 'en-US', 'us')).rejects.toBe(failure);
  });
});
