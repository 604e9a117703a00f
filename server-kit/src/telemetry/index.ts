/** Logs and traces, the same in every server of the site (see each module). */
export { createLogger, logLevelFromEnv, withoutEmailAddresses, type Logger, type LogLevel } from './logger';
export { requestLogger, REQUEST_ID_HEADER } from './httpLogger';
export { activeTraceparent, flushTraces, inSpan, linksTo, setActiveSpanAttributes, type Attributes, type Span } from './tracing';
