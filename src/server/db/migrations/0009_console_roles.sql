ALTER TABLE "users" ADD COLUMN "console_role" text;--> statement-breakpoint
-- Every admin so far could do everything: they become owners.
UPDATE "users" SET "console_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_console_role_known" CHECK ("users"."console_role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_console_role_admins" CHECK (("users"."role" = 'admin') = ("users"."console_role" is not null));
