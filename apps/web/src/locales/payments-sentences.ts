import { addSentences } from './add-sentences';
import { payments } from './tr/payments';

// The payment screens' (fast payment, the bank window, the result, receipts) sentences, with their code (add-sentences.ts).
addSentences({ payments });
