import { z } from 'zod';
import { contentLanguageTags } from '../catalog/languages';

/** A content language (what a project's content or a chat conversation's replies are written in), refused with the list when unknown. */
export const contentLanguageTag = z.enum(contentLanguageTags, { error: `Language must be one of: ${contentLanguageTags.join(', ')}.` });
