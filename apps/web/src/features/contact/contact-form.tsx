import {
  CONTACT_CONTENT_MAX,
  ContactBodySchema,
  contactCategoryLabels,
  ContactCategorySchema,
  countChars,
  type ContactBody,
} from '@hanpan/core';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { CharCounter } from '@/ui/char-counter';
import { ChoiceGroup } from '@/ui/choice-group';
import { InlineAlert } from '@/ui/inline-alert';
import { TextAreaField } from '@/ui/text-area-field';
import { TextField } from '@/ui/text-field';
import { useSendContact } from './contact.api';

type Category = ContactBody['category'];

const CATEGORY_CHOICES = ContactCategorySchema.options.map((value) => ({
  value,
  label: contactCategoryLabels[value],
}));

/** The /contact form (category, 10–2000 characters, optional reply address). */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [category, setCategory] = useState<Category | null>(null);
  const [content, setContent] = useState('');
  const [replyEmail, setReplyEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendContact();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactBodySchema.safeParse({
      category: category ?? undefined,
      content,
      replyEmail: replyEmail.trim(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="문의하기" className="flex flex-col gap-6 pt-2">
      <ChoiceGroup
        legend="문의 유형"
        layout="chips"
        options={CATEGORY_CHOICES}
        value={category}
        error={errors.category}
        onChange={(value) => {
          setCategory(value);
          setErrors(({ category: _removed, ...rest }) => rest);
        }}
      />
      <TextAreaField
        label="문의 내용"
        name="content"
        rows={8}
        placeholder="어떤 점이 궁금하거나 불편하셨나요? 경기나 사용자에 관한 문의라면 닉네임과 날짜를 함께 적어주세요."
        value={content}
        error={errors.content}
        hint="10자 이상 적어주세요."
        counter={<CharCounter length={countChars(content.trim())} max={CONTACT_CONTENT_MAX} />}
        onChange={(event) => setContent(event.target.value)}
      />
      <TextField
        label="답변 받을 이메일 (선택)"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={replyEmail}
        error={errors.replyEmail}
        hint="메일로 답변을 받고 싶다면 적어주세요."
        onChange={(event) => setReplyEmail(event.target.value)}
      />
      {send.isError ? (
        <InlineAlert>
          {isApiError(send.error) ? send.error.message : '문의를 보내지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </InlineAlert>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        문의 보내기
      </Button>
    </form>
  );
}
