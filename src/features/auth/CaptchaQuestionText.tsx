import { useLingui } from '@lingui/react/macro';
import type { CaptchaQuestion } from '../../../contract/captchaQuestion';

/**
 * The captcha's question said in the person's language, from the numbers and the operation the server drew
 * ("Quanto é 7 mais 3?"); its answer, in digits, goes in the verification code field. The numbers are
 * written as digits, which a screen reader says in the page's language.
 */
export default function CaptchaQuestionText({ question, id }: { question: CaptchaQuestion; id: string }) {
  const { t } = useLingui();
  const { a, b } = question;
  const sum =
    question.op === 'plus'
      ? t({ comment: 'captcha question: an addition', message: `What is ${a} plus ${b}?` })
      : question.op === 'minus'
        ? t({ comment: 'captcha question: a subtraction', message: `What is ${a} minus ${b}?` })
        : t({ comment: 'captcha question: a multiplication', message: `What is ${a} times ${b}?` });
  return (
    <p id={id} className="captcha-question" data-testid="captcha-question">
      {sum} {t`Type the answer in digits in the verification code field.`}
    </p>
  );
}
