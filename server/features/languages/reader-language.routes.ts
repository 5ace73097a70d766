/** Thin HTTP of the language switcher: PUT /api/language {language} (cookie, and the account's). */
import type { Router } from 'express';
import { declaredRouter, type RouteGuards } from '../../http/declared-router';
import { requestInfo } from '../../http/handle';
import { rememberLanguage } from '../../http/language';
import '../../http/session-user';
import { languageFromBody, type ReaderLanguageService } from './reader-language.service';

export function readerLanguageRoutes(deps: {
  readerLanguage: ReaderLanguageService;
  guards: RouteGuards;
  config: { publicUrl: string };
}): Router {
  const { readerLanguage } = deps;
  const router = declaredRouter(deps.guards);
  router.put('/api/language', async (req, res) => {
    const language = languageFromBody(req.body);
    rememberLanguage(res, language, deps.config.publicUrl.startsWith('https:'));
    if (req.user) await readerLanguage.set(req.user.id, language, requestInfo(req));
    res.json({ language });
  });
  return router;
}
