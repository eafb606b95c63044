import { saveMessageDraft, takeMessageDraft } from '../message-host-draft';

beforeEach(() => window.sessionStorage.clear());

describe('the kept "Message the host" draft', () => {
  it('is taken once, for its own space only', () => {
    saveMessageDraft({ spaceId: '5', message: 'Hello' });
    expect(takeMessageDraft('6')).toBeNull();
    expect(takeMessageDraft('5')).toEqual({ spaceId: '5', message: 'Hello' });
    expect(takeMessageDraft('5')).toBeNull();
  });

  it('ignores what is not a draft', () => {
    window.sessionStorage.setItem('hs:message-host', '{not json');
    expect(takeMessageDraft('5')).toBeNull();
    window.sessionStorage.setItem('hs:message-host', JSON.stringify({ spaceId: '5', message: 42 }));
    expect(takeMessageDraft('5')).toEqual({ spaceId: '5', message: '' });
  });
});
