/**
 * The real resumes held out of every study: 18 of the 52 people's own resumes in
 * ../shared/resume-corpus/real-a, real-b, real-c and real-d. They are MEASURED ONLY, NEVER STUDIED: nobody reads
 * how the parser reads them, looks at their fields one by one, or writes a rule with them in mind.
 * The tests and `npm run bench:ai` report their figure apart from the studied ones, as a sum only
 * (never per document), and that figure is the honest one for documents nobody tuned for. A
 * document that was looked at stops being held out: move it to the studied ones, say so in the
 * commit, and never swap in another to keep the figure.
 *
 * How they were chosen (2026-11-27, before anyone had measured the real sets): every real
 * resume's kind, from its id (word, canva, latex, gdocs, html/chrome/html2pdf, the rest: FlowCV,
 * Pages, LibreOffice), then sorted by kind, folder (real-a before real-b) and the SHA-256 of its
 * id, and every third taken from the second (the offset of the three that splits the ten 5 / 5
 * over real-a and real-b). That gives four Word files (Swiss German, French, two English), two
 * Canva designs (French, Spanish), and one each of Google Docs, HTML printed by Chrome (Dutch),
 * LaTeX and FlowCV: five in English, two in French, one each in German, Spanish and Dutch.
 *
 * real-c (13 more people's resumes, gathered on 2026-11-27 by someone who never read the parser,
 * and measured once as a whole before anyone looked at them): four held out, the first four by the
 * SHA-256 of their key (`real-c/<id>`), so that 14 of the 42 real resumes, a third, are held out.
 * real-d (10 more, gathered and measured the same way the same day): the first four by the same
 * rule, so 18 of the 52 are held out.
 *
 * real-e (12 more, gathered on 2026-11-27 in a later session the same way, from repositories never
 * used before, and measured once as a whole before anyone looked): the first four by the same rule.
 *
 * real-f (12) and real-g (10), gathered on 2026-11-28 by two helpers who never read the parser, from
 * repositories never used before (owners A–M and N–Z), after real-c, real-d and real-e had been lost
 * with the folder they waited in: the first third of each by the SHA-256 of its key, four and four,
 * chosen before anyone measured them.
 *
 * real-h (9) and real-i (10), gathered the same way later that day, after the reader had learned
 * from real-f and real-g: the first third of each by the same rule, three and four.
 *
 * real-j (12) and real-k (12), gathered the same way at the end of that session, after the reader had
 * learned from real-h and real-i, and not studied: the first third of each, four and four.
 *
 * ../shared is kept by others, and on 2026-11-27 it came back holding real-a and real-b only (29
 * resumes, ten of them held out): real-c, real-d and real-e wait to be put there (issue 32's note,
 * /work/shared-proposed). Their keys stay here, so the same twelve are held out when they are;
 * the tests hold out those whose folder is there (`presentHeldOutResumes`).
 */
export const HELD_OUT_RESUMES: readonly string[] = [
  'real-a/it-architect-canva-chaykin-fr',
  'real-b/es-canva-castano-design',
  'real-b/us-gdocs-chandanala-ux',
  'real-a/developer-chrome-yaghoubi-nl',
  'real-a/biologist-latex-heitlinger',
  'real-b/in-flowcv-joshi-student',
  'real-a/admin-word-garo',
  'real-a/sales-word-borofsky',
  'real-b/en-word-rathke-engineering',
  'real-b/fr-word-imazatene-student',
  'real-c/pl-chrome-ocios-student',
  'real-c/fr-canva-promis-student',
  'real-c/nl-enhancv-vancauwenberghe-advisor',
  'real-c/pt-libreoffice-dasilva-developer',
  'real-d/br-chrome-araujo-admin',
  'real-d/us-canva-diaz-billing',
  'real-d/tr-canva-ozekes-student',
  'real-d/us-canva-ricarte-librarian',
  'real-e/it-illustrator-piacentini-design',
  'real-e/ke-chrome-rono-developer',
  'real-e/za-word-tyelentombi-student',
  'real-e/in-word-gunasekaran-developer',
  'real-f/be-pdfcreator-debacker-itsupport',
  'real-f/br-gdocs-bonatto-retail',
  'real-f/au-gdocs-dai-designer',
  'real-f/us-gdocs-crain-techwriter',
  'real-g/pl-canva-pruszek-engineer',
  'real-g/fr-word-poch-geodata',
  'real-g/ch-word-mathymoghan-it',
  'real-g/us-gdocs-morton-retail',
  'real-h/de-word-janss-marketing',
  'real-h/it-latex-conte-datascience',
  'real-h/us-word-bagley-cashier',
  'real-i/br-indesign-souza-designer',
  'real-i/de-canva-milevski-engineer',
  'real-i/nl-online2pdf-siudowski-peercoach',
  'real-i/co-latex-jaramillo-datascience',
  'real-j/fr-gdocs-martinsse-student',
  'real-j/co-word-upegui-designer',
  'real-j/ca-gdocs-ivanita-marketing',
  'real-j/co-canva-ortega-statistician',
  'real-k/us-quartz-grobe-datascience',
  'real-k/de-canva-le-dataanalyst',
  'real-k/my-gdocs-abuseman-servicedesk',
  'real-k/de-word-mykchalchuk-nurse',
  'real-l/it-latex-fumagalli-cosmologist',
  'real-l/fr-latex-kitt-labtech',
  'real-l/de-canva-monthe-student',
  'real-l/ch-expertpdf-ballinari-chef',
  'real-m/at-word-haas-developer',
  'real-m/ar-firefox-bellini-dataengineer',
  'real-m/co-word-velasco-schoolleaver',
  'real-m/pl-textmaker-kulchitskii-developer',
  'real-n/br-reportlab-souzadossantos-analyst',
  'real-n/de-word-elmokaouil-engineer',
  'real-n/nl-latex-bos-engineer',
  'real-n/my-canva-loimin-student',
  'real-o/us-latex-lin-economist',
  'real-o/mx-xd-murrieta-developer',
  'real-o/it-latex-milani-researcher',
  'real-o/de-word-ta-analyst',
  'real-o/se-word-ambati-itsupport',
  'real-p/fr-powerpoint-kuentz-webdev',
  'real-p/de-libreoffice-breier-itservices',
  'real-p/pt-pdfcrowd-azenha-developer',
  'real-p/pl-reportlab-szczepanska-student',
  'real-q/us-latex-urban-economist',
  'real-q/cl-word-ramirezciani-itsupport',
  'real-q/nl-word-vandermolen-student',
  'real-q/tr-canva-sen-student',
]
