import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SmsSettings } from '../store/apiTypes';
import { errorAnswer } from '../test/hires';
import { apiUrl, server } from '../test/server';
import { renderPage } from '../test/utils';
import SmsSettingsSection from './SmsSettingsSection';

const TUTOR: SmsSettings = {
  phone: '+8801712345678',
  phoneVerified: true,
  hires: true,
  applications: false,
  trials: false,
  jobAlerts: true,
};

/** GET and PATCH /api/me/sms over one account's settings; records each PATCH body. */
function serveSettings(start: SmsSettings) {
  let settings = { ...start };
  const patches: unknown[] = [];
  server.use(
    http.get(apiUrl('me/sms'), () => HttpResponse.json(settings)),
    http.patch(apiUrl('me/sms'), async ({ request }) => {
      const body = (await request.json()) as Partial<SmsSettings>;
      patches.push(body);
      settings = { ...settings, ...body };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return patches;
}

describe('SMS on the profile', () => {
  it('shows the number and each kind on or off, and saves a switch on the account', async () => {
    const patches = serveSettings(TUTOR);
    const { user } = renderPage(<SmsSettingsSection tutor />);
    expect(screen.getByRole('heading', { name: 'SMS' })).toBeInTheDocument();
    const hires = await screen.findByRole('switch', {
      name: /SMS me about hire requests and their answers/,
    });
    expect(screen.getByText('Sent to +8801712345678.')).toBeInTheDocument();
    expect(hires).toBeChecked();
    const alerts = screen.getByRole('switch', { name: /SMS me new tuition jobs once a day/ });
    expect(alerts).toBeChecked();
    expect(screen.getByRole('switch', { name: /trial class is set/ })).not.toBeChecked();
    await user.click(alerts);
    await waitFor(() => expect(patches).toEqual([{ jobAlerts: false }]));
    expect(await screen.findByText('SMS turned off')).toBeInTheDocument();
    await waitFor(() => expect(alerts).not.toBeChecked());
    await user.click(screen.getByRole('switch', { name: /job applications move/ }));
    await waitFor(() => expect(patches).toEqual([{ jobAlerts: false }, { applications: true }]));
  });

  it('offers a student no daily job alert', async () => {
    serveSettings({ ...TUTOR, hires: false, jobAlerts: false });
    renderPage(<SmsSettingsSection tutor={false} />);
    expect(await screen.findAllByRole('switch')).toHaveLength(3);
    expect(
      screen.queryByRole('switch', { name: /SMS me new tuition jobs once a day/ }),
    ).not.toBeInTheDocument();
  });

  it('says how to get SMS when the account has no verified number, with nothing to switch', async () => {
    serveSettings({ ...TUTOR, phone: null, phoneVerified: false });
    renderPage(<SmsSettingsSection tutor />);
    expect(await screen.findByText(/verify a mobile number/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal and keeps the switch as it was', async () => {
    serveSettings(TUTOR);
    server.use(
      http.patch(apiUrl('me/sms'), () => errorAnswer(400, 'Add and verify a mobile number first')),
    );
    const { user } = renderPage(<SmsSettingsSection tutor />);
    const trials = await screen.findByRole('switch', { name: /trial class is set/ });
    await user.click(trials);
    expect(await screen.findByText('Add and verify a mobile number first')).toBeInTheDocument();
    expect(trials).not.toBeChecked();
  });

  it('reads in Bangla', async () => {
    serveSettings(TUTOR);
    renderPage(<SmsSettingsSection tutor />, { language: 'bn' });
    expect(
      await screen.findByRole('switch', { name: /দিনে একবার নতুন টিউশন জব SMS-এ দিন/ }),
    ).toBeChecked();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    server.use(http.get(apiUrl('me/sms'), () => new HttpResponse(null, { status: 500 })));
    renderPage(<SmsSettingsSection tutor />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
