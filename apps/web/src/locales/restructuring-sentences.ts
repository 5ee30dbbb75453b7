import { addSentences } from './add-sentences';
import { restructuring } from './tr/restructuring';

// The restructuring screen's sentences, with their code (add-sentences.ts).
addSentences({ restructuring });
