import type { MedicalReport } from "#domain/health-records";
import { useT } from "#app/i18n/use-t";

// A visit's medical report below its facts (spec part 2 §3 "Visits"): the diagnoses with their
// codes, then the report's entries, each a heading and its text. The patient's visit page and the
// care team's view of it show the same with their own catalog's words (`texts`); the rules are
// lab-tests.css's.

/** The catalog whose words the report uses: the patient's or the workspace's. */
export type ReportTextsPrefix = "visits.report" | "workspace.records.visit";

export function MedicalReportBody({ report, texts }: { report: Pick<MedicalReport, "diagnoses" | "texts">; texts: ReportTextsPrefix }) {
  const t = useT();
  return (
    <>
      {report.diagnoses.length > 0 ? (
        <>
          <h2>{t(`${texts}.diagnoses`)}</h2>
          <table className="lab-tests">
            <thead>
              <tr>
                <th scope="col">{t(`${texts}.diagnosisCode`)}</th>
                <th scope="col">{t(`${texts}.diagnosisDescription`)}</th>
              </tr>
            </thead>
            <tbody>
              {report.diagnoses.map((diagnosis, index) => (
                <tr key={index}>
                  <td>{diagnosis.code}</td>
                  <td>{diagnosis.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {report.texts.length > 0 ? (
        <>
          <h2>{t(`${texts}.entries`)}</h2>
          {report.texts.map((text, index) => (
            <section key={index} className="report-entry">
              <h3>{text.title}</h3>
              <p>{text.body}</p>
            </section>
          ))}
        </>
      ) : null}
    </>
  );
}
