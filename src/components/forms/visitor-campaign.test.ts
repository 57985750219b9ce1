// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { visitorCampaign } from './use-form-submission';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('visitorCampaign (sent with each form submission)', () => {
  it("takes this URL's utm_* values first, else the tracker's saved landing query", () => {
    window.localStorage.setItem('konew_app_query', 'utm_source=newsletter&utm_medium=email');
    expect(visitorCampaign()).toEqual({ source: 'newsletter', medium: 'email' });
    window.history.replaceState(null, '', '/sme?utm_source=qr&utm_campaign=spring');
    expect(visitorCampaign()).toEqual({ source: 'qr', name: 'spring' });
  });

  it('sends nothing the server would refuse, and nothing when there is no campaign', () => {
    expect(visitorCampaign()).toBeUndefined();
    window.history.replaceState(null, '', '/?utm_source=a%40b.example&utm_medium=cpc');
    expect(visitorCampaign()).toEqual({ medium: 'cpc' });
  });
});
