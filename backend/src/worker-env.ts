// Imported by worker.ts before anything else: the configuration is read and validated when the
// core modules are imported, so this must run first. The worker process exists to deliver,
// whatever MAIL_WORKER and SMS_WORKER the API replicas it shares settings with are told.
process.env.MAIL_WORKER = 'true';
process.env.SMS_WORKER = 'true';
