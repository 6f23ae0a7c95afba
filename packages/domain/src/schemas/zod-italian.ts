import { z } from 'zod';
import italian from 'zod/v4/locales/it.js';
import { validationMessages } from '../validation/messages';

// Validation messages are Italian everywhere, on the server and in the web app alike: zod's own
// Italian locale for the generic cases, and the specification's text for a missing value.
z.config(italian());
z.config({
  customError: (issue) => (issue.input === undefined || issue.input === null ? validationMessages.required : undefined),
});
