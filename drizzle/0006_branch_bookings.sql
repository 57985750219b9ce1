CREATE TABLE "branch_bookings" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"seat" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_bookings" ADD CONSTRAINT "branch_bookings_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_bookings_seat_idx" ON "branch_bookings" USING btree ("branch","slot_start","seat");