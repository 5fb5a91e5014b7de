-- Issue 19.4: a sender claims an outbox row until claimed_until before sending it, so several
-- instances never send one mail together; a claim left by a process that died runs out.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;