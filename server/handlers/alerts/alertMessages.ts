// The e-mails of the alerts: the confirmation and the alert, as plain text and simple HTML.
import { apiRoutes } from '#lib/routes.ts';
import type { AlertDog } from '#lib/alerts/alertDogs.ts';
import type { Site } from '#lib/content/types.generated.ts';
import type { Translate } from '#lib/messages/translator.ts';
import { absoluteUrl } from '#lib/reach/urls.ts';
import { escapeXml as escape } from '#lib/reach/xml.ts';
import type { Message } from '../forms/delivery.ts';

export function confirmationMessage(
  site: Site,
  t: Translate,
  to: string,
  /** The search, in words. */
  filters: string,
  token: string,
): Message {
  const link = absoluteUrl(site, `${apiRoutes.alerts}confirm?token=${token}`);
  const intro = t('alerts.confirmIntro', { site: site.name, filters });
  const action = t('alerts.confirmAction');
  const expiry = t('alerts.confirmExpiry');
  return {
    to,
    subject: t('alerts.confirmSubject', { site: site.shortName }),
    text: `${intro}\n\n${action}: ${link}\n\n${expiry}\n`,
    html: page(
      site,
      `<p>${escape(intro)}</p>
<p><a href="${escape(link)}" style="${buttonStyle}">${escape(action)}</a></p>
<p style="color:#555">${escape(expiry)}</p>`,
    ),
  };
}

/** One alert: the new dogs of one subscriber's search, with the RFC 8058 one-click unsubscribe. */
export function alertMessage(
  site: Site,
  t: Translate,
  alert: { to: string; filters: string; dogs: AlertDog[]; token: string; test?: boolean },
): Message {
  const { filters } = alert;
  const manage = absoluteUrl(site, `${apiRoutes.alerts}unsubscribe?token=${alert.token}`);
  const subject = alert.test
    ? t('alerts.alertTestSubject')
    : t('alerts.alertSubject', { count: alert.dogs.length, filters });
  const dogLines = alert.dogs.map(
    (dog) => `- ${dog.name}: ${dog.summary}\n  ${absoluteUrl(site, dog.path)}`,
  );
  const dogCards = alert.dogs.map((dog) => {
    const url = escape(absoluteUrl(site, dog.path));
    const photo = dog.photo
      ? `<img src="${escape(absoluteUrl(site, dog.photo.href))}" alt="${escape(dog.photo.alt)}" width="120" style="display:block;border-radius:6px">`
      : '';
    // A table: the one layout every mail program keeps.
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>
<td valign="top" width="132" style="padding:0 12px 0 0">${photo}</td>
<td valign="top"><p style="margin:0 0 4px;font-size:18px"><strong>${escape(dog.name)}</strong></p>
<p style="margin:0 0 8px">${escape(dog.summary)}</p><p style="margin:0"><a href="${url}">${escape(t('alerts.alertMeet', { name: dog.name }))}</a></p></td>
</tr></table>`;
  });
  const footer = t('alerts.alertFooter', { site: site.name });
  const intro = t('alerts.alertIntro', { filters });
  const manageWords = t('alerts.alertManage');
  return {
    to: alert.to,
    subject,
    text: `${intro}\n\n${dogLines.join('\n\n')}\n\n-- \n${footer}\n${manageWords}: ${manage}\n`,
    html: page(
      site,
      `<p>${escape(intro)}</p>
${dogCards.join('\n')}
<hr style="border:0;border-top:1px solid #ccc;margin:24px 0 12px">
<p style="color:#555;font-size:14px">${escape(footer)}<br><a href="${escape(manage)}">${escape(manageWords)}</a> · <a href="${escape(manage)}">${escape(t('alerts.alertUnsubscribe'))}</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${manage}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const buttonStyle =
  'display:inline-block;padding:12px 20px;background:#1d4f91;color:#fff;text-decoration:none;border-radius:6px;font-weight:bold';

function page(site: Site, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(site.name)}</title></head>
<body style="margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff">
<div style="max-width:560px;margin:0 auto">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escape(site.name)}</p>
${body}
</div></body></html>
`;
}
