import type { FrontPageState } from "#server/modules/account/front-page-service";
import { AppointmentsSection } from "./appointments-section";
import { AttentionPanel } from "./attention-panel";
import { ConversationsSection } from "./conversations-section";
import { Greeting } from "./greeting";
import { ImagingSection } from "./imaging-section";
import { LabResultsSection } from "./lab-results-section";
import { NextAppointmentCard } from "./next-appointment-card";
import { NoPatientDataNotice } from "./no-patient-data-notice";
import { PrescriptionsSection } from "./prescriptions-section";
import type { QuickAction } from "./quick-actions";
import { QuickActionsPanel } from "./quick-actions-panel";
import { QuestionnairesSection } from "./questionnaires-section";
import { SmsOnboardingPanel } from "./sms-onboarding-panel";
import { VisitsSection } from "./visits-section";

/**
 * The logged-in front page (spec part 1 §2), an action centre (decision 322): first what needs the
 * patient now (the next appointment with its check-in, then unread messages, unpaid invoices, new
 * results, questionnaires to answer, answered renewals) beside the quick actions, then the spec's
 * sections in the spec's order (conversations, appointments, visits, prescriptions, lab results,
 * questionnaires when any exist, imaging), and the SMS login offer last.
 */
export function FrontPage({ state, quickActions = [] }: { state: FrontPageState; quickActions?: readonly QuickAction[] }) {
  return (
    <div className="front-page">
      <Greeting customer={state.customer} actingFor={state.actingFor} />
      {state.hasPatientData ? (
        <>
          <div className="front-page__lead">
            <div className="front-page__now" data-private="">
              <NextAppointmentCard appointment={state.appointmentSummaries[0]} />
              <AttentionPanel attention={state.attention} />
            </div>
            <QuickActionsPanel actions={quickActions} />
          </div>
          <div className="front-page__sections" data-private="">
            {state.conversationSummaries && <ConversationsSection conversations={state.conversationSummaries} />}
            <AppointmentsSection appointments={state.appointmentSummaries} />
            <VisitsSection visits={state.visitSummaries} />
            <PrescriptionsSection prescriptions={state.prescriptions} canRenewPrescriptions={state.canRenewPrescriptions} />
            <LabResultsSection labResults={state.labResultSummaries} />
            {state.questionnaireSummaries.length > 0 && <QuestionnairesSection questionnaires={state.questionnaireSummaries} />}
            <ImagingSection imaging={state.imagingSummaries} />
          </div>
          {state.mfaOnboardingParam && (
            <SmsOnboardingPanel phoneNumber={state.mfaOnboardingParam.phoneNumber} codeSentTo={state.mfaOnboardingParam.codeSentTo} />
          )}
        </>
      ) : (
        <NoPatientDataNotice />
      )}
    </div>
  );
}
