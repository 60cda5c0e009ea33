// An NGO's registration certificate (decision 096), for its members and the
// super administrator: the download, which is a plain form post (the PDF
// comes as an attachment, no script needed), or the reason none can be had;
// and the certificates issued, each with its check page, and for the super
// administrator the revoke form.
import { RevokeCertificate } from '@/components/profile/view/super-admin-forms'
import { TableScroll } from '@/components/ui/table-scroll'
import { formatBsDate, formatBsDateTime, kathmanduToday, pageDigits } from '@/lib/calendar'
import type { CertificatesOfProfile } from '@/lib/certificates/certificates'
import { dataLang } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './certificates.module.css'

type Props = { profileId: number; records: CertificatesOfProfile; canRevoke: boolean; t: Translate; language: Language }

export function CertificateCard({ profileId, records, canRevoke, t, language }: Props) {
  // The Kathmandu calendar day of an instant.
  const date = (moment: string) => formatBsDate(kathmanduToday(new Date(moment)), language)
  return (
    <section className={`card ${styles.card}`} aria-labelledby="certificate-heading">
      <h2 id="certificate-heading">{t('Registration certificate')}</h2>
      <p className="muted">
        {t('A PDF with the municipality’s emblem, the registration numbers, the renewal standing and a QR code anyone can scan to check it. Asked again with nothing changed, it is the same certificate.')}
      </p>
      {records.refusal ? (
        <p className={styles.refusal} role="status">
          {t(records.refusal)}
        </p>
      ) : (
        <form method="post" action={`/api/ngo/${profileId}/certificate`}>
          <button type="submit" className="button">
            {t('Download the certificate (PDF)')}
          </button>
        </form>
      )}
      {records.certificates.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('Certificates issued')}</h3>
          <TableScroll label={t('Certificates issued')}>
            <table className="stack-table">
              <thead>
                <tr>
                  <th scope="col">{t('Serial number')}</th>
                  <th scope="col">{t('Issued on')}</th>
                  <th scope="col">{t('Issued by')}</th>
                  <th scope="col">{t('Status')}</th>
                  <th scope="col">{t('Check page')}</th>
                  {canRevoke ? <th scope="col">{t('Revoke')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {records.certificates.map((certificate) => {
                  const serial = pageDigits(certificate.serial, language)
                  return (
                    <tr key={certificate.id}>
                      <th scope="row" data-label={t('Serial number')}>
                        {serial}
                      </th>
                      <td data-label={t('Issued on')}>{formatBsDateTime(certificate.issued_at, language)}</td>
                      <td data-label={t('Issued by')} lang={dataLang(language, certificate.issued_by)}>
                        {certificate.issued_by ?? '—'}
                      </td>
                      <td data-label={t('Status')}>
                        {certificate.revoked_at ? (
                          <>
                            {t('Revoked on {date}').replace('{date}', date(certificate.revoked_at))}
                            {certificate.revoke_reason ? (
                              <span className={styles.reason} lang={dataLang(language, certificate.revoke_reason)}>
                                {certificate.revoke_reason}
                              </span>
                            ) : null}
                          </>
                        ) : certificate.replaced_at ? (
                          t('Replaced on {date}').replace('{date}', date(certificate.replaced_at))
                        ) : (
                          t('Valid')
                        )}
                      </td>
                      <td data-label={t('Check page')}>
                        <a href={pathIn(language, certificate.verify_path)} aria-label={`${t('Check page')}: ${serial}`}>
                          {t('Check page')}
                        </a>
                      </td>
                      {canRevoke ? <td data-label={t('Revoke')}>{certificate.revoked_at ? null : <RevokeCertificate certificateId={certificate.id} serial={serial} />}</td> : null}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </section>
  )
}
