CREATE TYPE "public"."health_care_type" AS ENUM('private', 'occupational', 'insurance', 'kela65');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('fi', 'sv', 'en');--> statement-breakpoint
CREATE TYPE "public"."mfa_challenge_purpose" AS ENUM('onboarding', 'login');--> statement-breakpoint
CREATE TYPE "public"."guardian_type" AS ENUM('nextOfKin', 'other', 'parent', 'trustee');--> statement-breakpoint
CREATE TYPE "public"."kela_card_side" AS ENUM('front', 'back');--> statement-breakpoint
CREATE TYPE "public"."insurance_type" AS ENUM('Accident', 'Health', 'Pension');--> statement-breakpoint
CREATE TYPE "public"."insurer" AS ENUM('AKTIA', 'FENNIA', 'IF', 'LAHITAPIOLA', 'MANDATUM', 'MELA', 'OP', 'OTHER', 'POHJANTAHTI', 'POP', 'PROTECTOR', 'PV', 'SAASTOPANKKI', 'TURVA', 'VALTIOKONTTORI');--> statement-breakpoint
CREATE TYPE "public"."appointment_payer_type" AS ENUM('insurance', 'insuranceAndOccupationalHealthCare', 'occupationalHealthCare', 'other', 'self');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('meeting', 'phone', 'physicalLocation', 'remote', 'videoAppointment');--> statement-breakpoint
CREATE TYPE "public"."invoice_payment_type" AS ENUM('chat', 'customer', 'organization', 'remote');--> statement-breakpoint
CREATE TYPE "public"."invoice_source" AS ENUM('CustomerInvoice', 'GoodSignInvoice', 'NetsuiteInvoice');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('notAvailable', 'open', 'overdue', 'paid', 'paper', 'refundInProgress', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('new', 'ok', 'fail', 'delayed', 'pending');--> statement-breakpoint
CREATE TYPE "public"."announcement_type" AS ENUM('info', 'notification', 'warning', 'success');--> statement-breakpoint
CREATE TYPE "public"."messaging_user_type" AS ENUM('CustomerUser', 'HrUser', 'ProfessionalUser');--> statement-breakpoint
CREATE TYPE "public"."thread_type" AS ENUM('customer', 'hr', 'supervisor');--> statement-breakpoint
CREATE TYPE "public"."laboratory_test_status" AS ENUM('ready', 'referral', 'sampled');--> statement-breakpoint
CREATE TYPE "public"."referral_type" AS ENUM('imaging', 'laboratory');--> statement-breakpoint
CREATE TYPE "public"."result_prefix" AS ENUM('greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual');--> statement-breakpoint
CREATE TYPE "public"."view_restriction" AS ENUM('patient', 'professional');--> statement-breakpoint
CREATE TYPE "public"."visit_kind" AS ENUM('healthCare', 'nursing', 'other', 'physiotherapy');--> statement-breakpoint
CREATE TYPE "public"."visit_type" AS ENUM('occupationalHealth', 'private');--> statement-breakpoint
CREATE TYPE "public"."certificate_type" AS ENUM('medicalCertificateA', 'nurse');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('Comprehensive', 'Other', 'Statutory');--> statement-breakpoint
CREATE TYPE "public"."ohc_professional_type" AS ENUM('Doctor', 'Nurse', 'Physiotherapist', 'Psychologist');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('sms', 'email');--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"session_id" text,
	"purpose" "mfa_challenge_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 3 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_challenges_attempts_check" CHECK ("mfa_challenges"."attempts" >= 0 and "mfa_challenges"."attempts" <= "mfa_challenges"."max_attempts")
);
--> statement-breakpoint
CREATE TABLE "mfa_devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"phone_number" text NOT NULL,
	"verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" bigint,
	"acting_patient_id" bigint,
	"csrf_token" text NOT NULL,
	"authenticated_at" timestamp with time zone,
	"mfa_verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"scope" text,
	"lang" "language" DEFAULT 'fi' NOT NULL,
	"health_care_type" "health_care_type" DEFAULT 'private' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"identity_code" text,
	"has_same_address" boolean DEFAULT true NOT NULL,
	"street_address" text,
	"postal_code" text,
	"post_office" text,
	CONSTRAINT "guardians_position_check" CHECK ("guardians"."position" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "guardianships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardianships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guardian_patient_id" bigint NOT NULL,
	"child_patient_id" bigint NOT NULL,
	"type" "guardian_type" NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardianships_not_self_check" CHECK ("guardianships"."guardian_patient_id" <> "guardianships"."child_patient_id")
);
--> statement-breakpoint
CREATE TABLE "kela_card_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kela_card_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"side" "kela_card_side" NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer,
	"upload_token" text NOT NULL,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kela_card_images_content_type_check" CHECK ("kela_card_images"."content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"principal_patient_id" bigint NOT NULL,
	"agent_identity_code" text NOT NULL,
	"agent_name" text NOT NULL,
	"scope" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"identity_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"language" "language" DEFAULT 'fi' NOT NULL,
	"email" text,
	"phone" text,
	"street_address" text,
	"postal_code" text,
	"post_office" text,
	"allows_common_registry" boolean DEFAULT false NOT NULL,
	"allows_viewing_occupational_information" boolean DEFAULT false NOT NULL,
	"allows_marketing_mail" boolean DEFAULT false NOT NULL,
	"allows_treatment_instructions_mail" boolean DEFAULT false NOT NULL,
	"allows_booking_sms" boolean DEFAULT false NOT NULL,
	"patient_data_consent_form_updated" timestamp with time zone,
	"is_creditworthy" boolean DEFAULT true NOT NULL,
	"sms_login_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_identity_code_check" CHECK (char_length("patients"."identity_code") = 11 and "patients"."identity_code" = upper("patients"."identity_code"))
);
--> statement-breakpoint
CREATE TABLE "appointment_kinds" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"reservation_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"cms_name" text NOT NULL,
	"city" text NOT NULL,
	"municipality" text NOT NULL,
	"street_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"post_office" text NOT NULL,
	"arrival_info" jsonb,
	"related_clinic_ids" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_compensation_permits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "direct_compensation_permits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"insurer" "insurer" NOT NULL,
	"symptom" text NOT NULL,
	"body_part" text NOT NULL,
	"valid_to" date NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insurance_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"insurer" "insurer" NOT NULL,
	"insurance_type" "insurance_type" NOT NULL,
	"policy_number" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "patient_concepts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_concepts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"code" text NOT NULL,
	"direct_reimbursement_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioner_rate_fees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioner_rate_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rate_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"rate_cents" integer NOT NULL,
	CONSTRAINT "practitioner_rate_fees_rate_cents_check" CHECK ("practitioner_rate_fees"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practitioner_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioner_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"practitioner_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"rate_cents" integer NOT NULL,
	CONSTRAINT "practitioner_rates_rate_cents_check" CHECK ("practitioner_rates"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practitioner_specialties" (
	"practitioner_id" bigint NOT NULL,
	"specialty_id" text NOT NULL,
	CONSTRAINT "practitioner_specialties_practitioner_id_specialty_id_pk" PRIMARY KEY("practitioner_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "practitioners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"is_resource" boolean DEFAULT false NOT NULL,
	"profile_image_url" text,
	"brand_site_profile_id" text,
	"reservation_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"is_hoisted" boolean DEFAULT false NOT NULL,
	"reservation_info" jsonb
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"practitioner_id" bigint NOT NULL,
	"specialty_id" text NOT NULL,
	"practitioner_rate_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"is_specific_time" boolean DEFAULT true NOT NULL,
	"location_type" "location_type" NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"requires_auth_to_reserve" boolean DEFAULT false NOT NULL,
	"health_care_types" "health_care_type"[] DEFAULT '{private}'::health_care_type[] NOT NULL,
	"self_check_in_allowed" boolean DEFAULT true NOT NULL,
	"reserved_by_patient_id" bigint,
	"booked_by_patient_id" bigint,
	"reserved_at" timestamp with time zone,
	"reserved_health_care_type" "health_care_type",
	"payer_type" "appointment_payer_type",
	"concept_code" text,
	"reservation_description" text,
	"contact_email" text,
	"contact_phone" text,
	"cancelled_at" timestamp with time zone,
	"has_appointee_canceled" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"room_location" text,
	"arrival_reason" text,
	"anonymous_link_secret" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	CONSTRAINT "appointment_slots_duration_check" CHECK ("appointment_slots"."duration_minutes" > 0),
	CONSTRAINT "appointment_slots_reservation_check" CHECK (("appointment_slots"."reserved_by_patient_id" is null) = ("appointment_slots"."reserved_at" is null)),
	CONSTRAINT "appointment_slots_arrival_reason_check" CHECK (char_length("appointment_slots"."arrival_reason") <= 300)
);
--> statement-breakpoint
CREATE TABLE "invoice_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"date" date NOT NULL,
	"vat_percentage" numeric(4, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_rows_count_check" CHECK ("invoice_rows"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"reference_number" text NOT NULL,
	"status" "invoice_status" NOT NULL,
	"source" "invoice_source" NOT NULL,
	"payment_type" "invoice_payment_type" DEFAULT 'customer' NOT NULL,
	"appointment_id" bigint,
	"creation_date" date NOT NULL,
	"due_date" date NOT NULL,
	"sum_cents" integer NOT NULL,
	"has_pdf" boolean DEFAULT false NOT NULL,
	"can_be_paid_online" boolean DEFAULT false NOT NULL,
	"payable_online_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"credited_invoice_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_street_address" text,
	"buyer_postal_code" text,
	"buyer_post_office" text
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"provider" text,
	"stamp" text NOT NULL,
	"reference" text NOT NULL,
	"transaction_id" text,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "absence_substitutes" (
	"absence_id" bigint NOT NULL,
	"substitute_user_id" bigint NOT NULL,
	CONSTRAINT "absence_substitutes_absence_id_substitute_user_id_pk" PRIMARY KEY("absence_id","substitute_user_id")
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"absentee_user_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"internal_message" text,
	CONSTRAINT "absences_period_check" CHECK ("absences"."ends_at" > "absences"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "customer_messaging_announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_messaging_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"heading" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"announcement_type" "announcement_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"message_id" bigint,
	"patient_id" bigint,
	"uploaded_by_user_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_size_check" CHECK ("message_attachments"."size_bytes" between 0 and 9437184)
);
--> statement-breakpoint
CREATE TABLE "message_questionnaire_invitations" (
	"message_id" bigint NOT NULL,
	"invitation_id" bigint NOT NULL,
	CONSTRAINT "message_questionnaire_invitations_message_id_invitation_id_pk" PRIMARY KEY("message_id","invitation_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"patient_id" bigint,
	"author_user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" bigint,
	"deleted_reason" text,
	CONSTRAINT "messages_deleted_check" CHECK ("messages"."deleted_at" is not null or ("messages"."deleted_by_user_id" is null and "messages"."deleted_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "messaging_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messaging_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint,
	"title" text,
	"thread_type" "thread_type" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_threads_title_check" CHECK (char_length("messaging_threads"."title") <= 70)
);
--> statement-breakpoint
CREATE TABLE "messaging_users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messaging_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_type" "messaging_user_type" NOT NULL,
	"patient_id" bigint,
	"employer_id" bigint,
	"practitioner_id" bigint,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"email_address" text,
	"dh_user_names" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "messaging_users_customer_check" CHECK (("messaging_users"."user_type" = 'CustomerUser') = ("messaging_users"."patient_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "thread_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"assignee_user_id" bigint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "thread_participants" (
	"thread_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_participants_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "thread_read_statuses" (
	"thread_id" bigint NOT NULL,
	"read_by_user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_read_statuses_thread_id_read_by_user_id_pk" PRIMARY KEY("thread_id","read_by_user_id")
);
--> statement-breakpoint
CREATE TABLE "prescription_renewal_items" (
	"request_id" bigint NOT NULL,
	"prescription_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"is_medicine_finished" boolean NOT NULL,
	"has_side_effects" boolean NOT NULL,
	"follow_up" text,
	CONSTRAINT "prescription_renewal_items_request_id_prescription_id_pk" PRIMARY KEY("request_id","prescription_id")
);
--> statement-breakpoint
CREATE TABLE "prescription_renewal_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_renewal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"requested_by_patient_id" bigint,
	"other_medicines" text NOT NULL,
	"thread_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"medicine_name" text NOT NULL,
	"strength" text NOT NULL,
	"issued_date" date NOT NULL,
	"is_renewable" boolean NOT NULL,
	"medicine_type" text NOT NULL,
	"package_unit" text NOT NULL,
	"package_size" integer NOT NULL,
	"package_count" integer NOT NULL,
	"treatment_length" integer,
	"treatment_length_unit" text,
	"total_amount" text NOT NULL,
	"dosage_guide" text NOT NULL,
	"usage_guide" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imaging_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imaging_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"referral_id" bigint,
	"imaging_date" date NOT NULL,
	"examination_name" text NOT NULL,
	"statement_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laboratory_result_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laboratory_result_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"date" date NOT NULL,
	"referral_id" bigint
);
--> statement-breakpoint
CREATE TABLE "laboratory_tests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laboratory_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"package_test_id" bigint,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"status" "laboratory_test_status" NOT NULL,
	"is_ready" boolean NOT NULL,
	"unit" text,
	"description" text,
	"additional_result" text,
	"reference_min" numeric,
	"reference_max" numeric,
	"result_number" numeric,
	"result_prefix" "result_prefix",
	"result_text" text,
	"is_within_reference_range" boolean,
	CONSTRAINT "laboratory_tests_result_check" CHECK ("laboratory_tests"."result_number" is null or "laboratory_tests"."result_text" is null)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"type" "referral_type" NOT NULL,
	"title" text NOT NULL,
	"creation_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"description" text,
	"practitioner_id" bigint,
	"patient_instructions_url" text
);
--> statement-breakpoint
CREATE TABLE "visit_diagnoses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visit_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_texts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visit_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"practitioner_id" bigint NOT NULL,
	"specialty_id" text,
	"clinic_id" text,
	"appointment_id" bigint,
	"date_time" timestamp with time zone NOT NULL,
	"visit_kind" "visit_kind" NOT NULL,
	"visit_type" "visit_type" NOT NULL,
	"view_restriction" "view_restriction"
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invitation_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"form_id" bigint NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vaccinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"practitioner_name" text NOT NULL,
	"effective_until" date
);
--> statement-breakpoint
CREATE TABLE "sick_leave_certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sick_leave_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"type" "certificate_type" NOT NULL,
	"practitioner_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "sick_leave_certificates_period_check" CHECK ("sick_leave_certificates"."end_date" >= "sick_leave_certificates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"business_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "occupational_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "occupational_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employer_id" bigint NOT NULL,
	"contract_type" "contract_type" NOT NULL,
	"contract_product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_web_reservation_allowed" boolean DEFAULT true NOT NULL,
	"includes_influenza_vaccination" boolean DEFAULT false NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "ohc_team_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ohc_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" bigint NOT NULL,
	"practitioner_id" bigint NOT NULL,
	"professional_type" "ohc_professional_type" NOT NULL,
	"position" integer NOT NULL,
	"substitute_name" text,
	"substitute_start_date" date,
	"substitute_end_date" date,
	CONSTRAINT "ohc_team_members_substitute_check" CHECK (("ohc_team_members"."substitute_name" is null) = ("ohc_team_members"."substitute_start_date" is null) and ("ohc_team_members"."substitute_start_date" is null) = ("ohc_team_members"."substitute_end_date" is null))
);
--> statement-breakpoint
CREATE TABLE "ohc_teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ohc_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"employer_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_patient_id" bigint,
	"acting_for_patient_id" bigint,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"address" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"patient_id" bigint,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "outbox_messages_subject_check" CHECK ("outbox_messages"."channel" = 'email' or "outbox_messages"."subject" is null)
);
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_device_id_mfa_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mfa_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_devices" ADD CONSTRAINT "mfa_devices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_patient_id_patients_id_fk" FOREIGN KEY ("acting_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_guardian_patient_id_patients_id_fk" FOREIGN KEY ("guardian_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardianships" ADD CONSTRAINT "guardianships_child_patient_id_patients_id_fk" FOREIGN KEY ("child_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kela_card_images" ADD CONSTRAINT "kela_card_images_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_principal_patient_id_patients_id_fk" FOREIGN KEY ("principal_patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_compensation_permits" ADD CONSTRAINT "direct_compensation_permits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_concepts" ADD CONSTRAINT "patient_concepts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_rate_fees" ADD CONSTRAINT "practitioner_rate_fees_rate_id_practitioner_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."practitioner_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_rates" ADD CONSTRAINT "practitioner_rates_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_specialties" ADD CONSTRAINT "practitioner_specialties_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_specialties" ADD CONSTRAINT "practitioner_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_kind_id_appointment_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."appointment_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_practitioner_rate_id_practitioner_rates_id_fk" FOREIGN KEY ("practitioner_rate_id") REFERENCES "public"."practitioner_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_reserved_by_patient_id_patients_id_fk" FOREIGN KEY ("reserved_by_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_booked_by_patient_id_patients_id_fk" FOREIGN KEY ("booked_by_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_rows" ADD CONSTRAINT "invoice_rows_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_rows" ADD CONSTRAINT "invoice_rows_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointment_slots_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_substitutes" ADD CONSTRAINT "absence_substitutes_absence_id_absences_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_substitutes" ADD CONSTRAINT "absence_substitutes_substitute_user_id_messaging_users_id_fk" FOREIGN KEY ("substitute_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_absentee_user_id_messaging_users_id_fk" FOREIGN KEY ("absentee_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploaded_by_user_id_messaging_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_questionnaire_invitations" ADD CONSTRAINT "message_questionnaire_invitations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_questionnaire_invitations" ADD CONSTRAINT "message_questionnaire_invitations_invitation_id_questionnaire_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."questionnaire_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_messaging_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messaging_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_messaging_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_deleted_by_user_id_messaging_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_threads" ADD CONSTRAINT "messaging_threads_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_users" ADD CONSTRAINT "messaging_users_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_users" ADD CONSTRAINT "messaging_users_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_users" ADD CONSTRAINT "messaging_users_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_thread_id_messaging_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messaging_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_assignee_user_id_messaging_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_thread_id_messaging_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messaging_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_user_id_messaging_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_read_statuses" ADD CONSTRAINT "thread_read_statuses_thread_id_messaging_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messaging_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_read_statuses" ADD CONSTRAINT "thread_read_statuses_read_by_user_id_messaging_users_id_fk" FOREIGN KEY ("read_by_user_id") REFERENCES "public"."messaging_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD CONSTRAINT "prescription_renewal_items_request_id_prescription_renewal_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prescription_renewal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_items" ADD CONSTRAINT "prescription_renewal_items_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_requested_by_patient_id_patients_id_fk" FOREIGN KEY ("requested_by_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_renewal_requests" ADD CONSTRAINT "prescription_renewal_requests_thread_id_messaging_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."messaging_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_results" ADD CONSTRAINT "imaging_results_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imaging_results" ADD CONSTRAINT "imaging_results_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_result_groups" ADD CONSTRAINT "laboratory_result_groups_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_result_groups" ADD CONSTRAINT "laboratory_result_groups_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_tests" ADD CONSTRAINT "laboratory_tests_group_id_laboratory_result_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."laboratory_result_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_tests" ADD CONSTRAINT "laboratory_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_tests" ADD CONSTRAINT "laboratory_tests_package_test_id_laboratory_tests_id_fk" FOREIGN KEY ("package_test_id") REFERENCES "public"."laboratory_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_diagnoses" ADD CONSTRAINT "visit_diagnoses_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_diagnoses" ADD CONSTRAINT "visit_diagnoses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_texts" ADD CONSTRAINT "visit_texts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_texts" ADD CONSTRAINT "visit_texts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_appointment_id_appointment_slots_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_invitation_id_questionnaire_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."questionnaire_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_invitations" ADD CONSTRAINT "questionnaire_invitations_form_id_questionnaire_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."questionnaire_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_leave_certificates" ADD CONSTRAINT "sick_leave_certificates_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_leave_certificates" ADD CONSTRAINT "sick_leave_certificates_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupational_contracts" ADD CONSTRAINT "occupational_contracts_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohc_team_members" ADD CONSTRAINT "ohc_team_members_team_id_ohc_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."ohc_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohc_team_members" ADD CONSTRAINT "ohc_team_members_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohc_teams" ADD CONSTRAINT "ohc_teams_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_challenges_patient_id_idx" ON "mfa_challenges" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "mfa_challenges_device_id_idx" ON "mfa_challenges" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "mfa_challenges_session_id_idx" ON "mfa_challenges" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "mfa_devices_patient_id_idx" ON "mfa_devices" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_started_at_idx" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sessions_patient_id_idx" ON "sessions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "sessions_acting_patient_id_idx" ON "sessions" USING btree ("acting_patient_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_patient_id_position_key" ON "guardians" USING btree ("patient_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "guardianships_guardian_child_key" ON "guardianships" USING btree ("guardian_patient_id","child_patient_id");--> statement-breakpoint
CREATE INDEX "guardianships_child_patient_id_idx" ON "guardianships" USING btree ("child_patient_id");--> statement-breakpoint
CREATE INDEX "kela_card_images_patient_id_idx" ON "kela_card_images" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kela_card_images_current_side_key" ON "kela_card_images" USING btree ("patient_id","side") WHERE "kela_card_images"."uploaded_at" is not null;--> statement-breakpoint
CREATE INDEX "mandates_principal_patient_id_idx" ON "mandates" USING btree ("principal_patient_id");--> statement-breakpoint
CREATE INDEX "mandates_agent_identity_code_idx" ON "mandates" USING btree ("agent_identity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_identity_code_key" ON "patients" USING btree ("identity_code");--> statement-breakpoint
CREATE INDEX "clinics_brand_id_idx" ON "clinics" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "direct_compensation_permits_patient_id_idx" ON "direct_compensation_permits" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_compensation_permits_content_hash_key" ON "direct_compensation_permits" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "insurance_policies_patient_id_idx" ON "insurance_policies" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_concepts_patient_id_code_key" ON "patient_concepts" USING btree ("patient_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_rate_fees_rate_id_position_key" ON "practitioner_rate_fees" USING btree ("rate_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_rates_practitioner_id_code_key" ON "practitioner_rates" USING btree ("practitioner_id","code");--> statement-breakpoint
CREATE INDEX "practitioner_specialties_specialty_id_idx" ON "practitioner_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_free_starts_at_idx" ON "appointment_slots" USING btree ("starts_at") WHERE "appointment_slots"."reserved_by_patient_id" is null;--> statement-breakpoint
CREATE INDEX "appointment_slots_clinic_id_starts_at_idx" ON "appointment_slots" USING btree ("clinic_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_practitioner_id_starts_at_idx" ON "appointment_slots" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_specialty_id_starts_at_idx" ON "appointment_slots" USING btree ("specialty_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_reserved_by_patient_id_starts_at_idx" ON "appointment_slots" USING btree ("reserved_by_patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_slots_booked_by_patient_id_idx" ON "appointment_slots" USING btree ("booked_by_patient_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_kind_id_idx" ON "appointment_slots" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "appointment_slots_practitioner_rate_id_idx" ON "appointment_slots" USING btree ("practitioner_rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_anonymous_link_secret_key" ON "appointment_slots" USING btree ("anonymous_link_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_rows_invoice_id_position_key" ON "invoice_rows" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_rows_patient_id_idx" ON "invoice_rows" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_patient_id_creation_date_idx" ON "invoices" USING btree ("patient_id","creation_date");--> statement-breakpoint
CREATE INDEX "invoices_brand_id_idx" ON "invoices" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "invoices_appointment_id_idx" ON "invoices" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_stamp_key" ON "payment_attempts" USING btree ("stamp");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_transaction_id_key" ON "payment_attempts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_patient_id_idx" ON "payment_attempts" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_id_idx" ON "payment_attempts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "absence_substitutes_substitute_user_id_idx" ON "absence_substitutes" USING btree ("substitute_user_id");--> statement-breakpoint
CREATE INDEX "absences_absentee_user_id_ends_at_idx" ON "absences" USING btree ("absentee_user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_key_key" ON "message_attachments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "message_attachments_message_id_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_patient_id_idx" ON "message_attachments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "message_attachments_uploaded_by_user_id_idx" ON "message_attachments" USING btree ("uploaded_by_user_id");--> statement-breakpoint
CREATE INDEX "message_questionnaire_invitations_invitation_id_idx" ON "message_questionnaire_invitations" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "messages_thread_id_created_at_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_patient_id_idx" ON "messages" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "messages_author_user_id_idx" ON "messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "messages_deleted_by_user_id_idx" ON "messages" USING btree ("deleted_by_user_id");--> statement-breakpoint
CREATE INDEX "messaging_threads_patient_id_created_at_idx" ON "messaging_threads" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_users_patient_id_key" ON "messaging_users" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "messaging_users_employer_id_idx" ON "messaging_users" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "messaging_users_practitioner_id_idx" ON "messaging_users" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "thread_assignments_thread_id_idx" ON "thread_assignments" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "thread_assignments_assignee_user_id_idx" ON "thread_assignments" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_assignments_current_key" ON "thread_assignments" USING btree ("thread_id") WHERE "thread_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "thread_participants_user_id_idx" ON "thread_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "thread_read_statuses_read_by_user_id_idx" ON "thread_read_statuses" USING btree ("read_by_user_id");--> statement-breakpoint
CREATE INDEX "prescription_renewal_items_prescription_id_idx" ON "prescription_renewal_items" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescription_renewal_requests_patient_id_idx" ON "prescription_renewal_requests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "prescription_renewal_requests_requested_by_patient_id_idx" ON "prescription_renewal_requests" USING btree ("requested_by_patient_id");--> statement-breakpoint
CREATE INDEX "prescription_renewal_requests_thread_id_idx" ON "prescription_renewal_requests" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_id_issued_date_idx" ON "prescriptions" USING btree ("patient_id","issued_date");--> statement-breakpoint
CREATE INDEX "imaging_results_patient_id_imaging_date_idx" ON "imaging_results" USING btree ("patient_id","imaging_date");--> statement-breakpoint
CREATE INDEX "imaging_results_referral_id_idx" ON "imaging_results" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "laboratory_result_groups_patient_id_date_key" ON "laboratory_result_groups" USING btree ("patient_id","date");--> statement-breakpoint
CREATE INDEX "laboratory_result_groups_referral_id_idx" ON "laboratory_result_groups" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "laboratory_tests_group_id_position_idx" ON "laboratory_tests" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "laboratory_tests_patient_id_idx" ON "laboratory_tests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "laboratory_tests_package_test_id_idx" ON "laboratory_tests" USING btree ("package_test_id");--> statement-breakpoint
CREATE INDEX "referrals_patient_id_type_creation_date_idx" ON "referrals" USING btree ("patient_id","type","creation_date");--> statement-breakpoint
CREATE INDEX "referrals_practitioner_id_idx" ON "referrals" USING btree ("practitioner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_diagnoses_visit_id_position_key" ON "visit_diagnoses" USING btree ("visit_id","position");--> statement-breakpoint
CREATE INDEX "visit_diagnoses_patient_id_idx" ON "visit_diagnoses" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_texts_visit_id_position_key" ON "visit_texts" USING btree ("visit_id","position");--> statement-breakpoint
CREATE INDEX "visit_texts_patient_id_idx" ON "visit_texts" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "visits_patient_id_date_time_idx" ON "visits" USING btree ("patient_id","date_time");--> statement-breakpoint
CREATE INDEX "visits_practitioner_id_idx" ON "visits" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "visits_specialty_id_idx" ON "visits" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "visits_clinic_id_idx" ON "visits" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "visits_appointment_id_idx" ON "visits" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_invitation_id_key" ON "questionnaire_answers" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answers_patient_id_idx" ON "questionnaire_answers" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "questionnaire_invitations_patient_id_idx" ON "questionnaire_invitations" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "questionnaire_invitations_form_id_idx" ON "questionnaire_invitations" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "vaccinations_patient_id_date_idx" ON "vaccinations" USING btree ("patient_id","date");--> statement-breakpoint
CREATE INDEX "sick_leave_certificates_patient_id_created_at_idx" ON "sick_leave_certificates" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "sick_leave_certificates_practitioner_id_idx" ON "sick_leave_certificates" USING btree ("practitioner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_business_id_key" ON "employers" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "employments_patient_id_idx" ON "employments" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "employments_employer_id_idx" ON "employments" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "occupational_contracts_employer_id_idx" ON "occupational_contracts" USING btree ("employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ohc_team_members_team_id_practitioner_id_key" ON "ohc_team_members" USING btree ("team_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "ohc_team_members_practitioner_id_idx" ON "ohc_team_members" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "ohc_teams_employer_id_idx" ON "ohc_teams" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_patient_id_at_idx" ON "audit_events" USING btree ("actor_patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_acting_for_patient_id_at_idx" ON "audit_events" USING btree ("acting_for_patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_entity_id_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "outbox_messages_unsent_created_at_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_patient_id_idx" ON "outbox_messages" USING btree ("patient_id");