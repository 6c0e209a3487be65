//! The pattern parser (the standard's "parse a pattern string"): a pattern
//! string as a part list, its fixed text run through the component's
//! encoding callback.

use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::part::{Modifier, Options, Part, PartType, FULL_WILDCARD_REGEXP};
use super::regexp::segment_wildcard_regexp;
use super::tokenizer::{tokenize, PatternToken, Policy, TokenType};

/// An encoding callback: canonicalizes a piece of fixed text of its
/// component, or rejects it.
pub(crate) type EncodingCallback<'c> = &'c dyn Fn(&str) -> Result<String, UrlPatternErrorKind>;

struct PatternParser<'a, 'c> {
    input: &'a str,
    tokens: Vec<PatternToken<'a>>,
    encoding_callback: EncodingCallback<'c>,
    segment_wildcard_regexp: String,
    parts: Vec<Part>,
    pending_fixed_value: String,
    /// Where the pending fixed value starts in the pattern string, for the
    /// span of an encoding error.
    pending_start: usize,
    index: usize,
    next_numeric_name: usize,
}

impl<'a> PatternParser<'a, '_> {
    /// "try to consume a token"
    fn try_consume(&mut self, ty: TokenType) -> Option<PatternToken<'a>> {
        let next = self.tokens[self.index];
        if next.ty != ty {
            return None;
        }
        self.index += 1;
        Some(next)
    }

    /// "try to consume a modifier token"
    fn try_consume_modifier(&mut self) -> Option<PatternToken<'a>> {
        self.try_consume(TokenType::OtherModifier)
            .or_else(|| self.try_consume(TokenType::Asterisk))
    }

    /// "try to consume a regexp or wildcard token"
    fn try_consume_regexp_or_wildcard(
        &mut self,
        name: Option<PatternToken<'a>>,
    ) -> Option<PatternToken<'a>> {
        let token = self.try_consume(TokenType::Regexp);
        if name.is_none() && token.is_none() {
            return self.try_consume(TokenType::Asterisk);
        }
        token
    }

    /// "consume a required token"
    fn consume_required(&mut self, ty: TokenType) -> Result<PatternToken<'a>, UrlPatternError> {
        self.try_consume(ty).ok_or_else(|| {
            let t = self.tokens[self.index];
            UrlPatternError::at(UrlPatternErrorKind::UnexpectedToken, self.span(t))
        })
    }

    /// "consume text"
    fn consume_text(&mut self) -> String {
        let mut result = String::new();
        while let Some(token) = self
            .try_consume(TokenType::Char)
            .or_else(|| self.try_consume(TokenType::EscapedChar))
        {
            result.push_str(token.value);
        }
        result
    }

    /// Where `token` is in the pattern string: its text, the syntax
    /// around its value included.
    fn span(&self, token: PatternToken<'a>) -> core::ops::Range<usize> {
        let rest = &self.input[token.index..];
        let len = match token.ty {
            TokenType::Name | TokenType::EscapedChar => 1 + token.value.len(),
            TokenType::Regexp => 2 + token.value.len(),
            TokenType::End => 0,
            _ => rest.chars().next().map_or(0, char::len_utf8),
        };
        token.index..token.index + len.min(rest.len())
    }

    fn encode(&self, value: &str, start: usize) -> Result<String, UrlPatternError> {
        (self.encoding_callback)(value).map_err(|kind| {
            let last = self.tokens[self.index.saturating_sub(1)];
            let end = self.span(last).end.max(start);
            UrlPatternError::at(kind, start..end)
        })
    }

    fn append_pending(&mut self, value: &str, at: usize) {
        if self.pending_fixed_value.is_empty() {
            self.pending_start = at;
        }
        self.pending_fixed_value.push_str(value);
    }

    /// "maybe add a part from the pending fixed value"
    fn maybe_add_part_from_pending(&mut self) -> Result<(), UrlPatternError> {
        if self.pending_fixed_value.is_empty() {
            return Ok(());
        }
        let pending = core::mem::take(&mut self.pending_fixed_value);
        let value = self.encode(&pending, self.pending_start)?;
        self.parts.push(Part {
            ty: PartType::FixedText,
            value,
            modifier: Modifier::None,
            name: String::new(),
            prefix: String::new(),
            suffix: String::new(),
        });
        Ok(())
    }

    /// "add a part"
    fn add_part(
        &mut self,
        prefix: &str,
        prefix_at: usize,
        name_token: Option<PatternToken<'a>>,
        regexp_or_wildcard: Option<PatternToken<'a>>,
        suffix: &str,
        modifier_token: Option<PatternToken<'a>>,
    ) -> Result<(), UrlPatternError> {
        let modifier = match modifier_token.map(|t| t.value) {
            Some("?") => Modifier::Optional,
            Some("*") => Modifier::ZeroOrMore,
            Some("+") => Modifier::OneOrMore,
            _ => Modifier::None,
        };
        if name_token.is_none() && regexp_or_wildcard.is_none() && modifier == Modifier::None {
            self.append_pending(prefix, prefix_at);
            return Ok(());
        }
        self.maybe_add_part_from_pending()?;
        if name_token.is_none() && regexp_or_wildcard.is_none() {
            if prefix.is_empty() {
                return Ok(());
            }
            let value = self.encode(prefix, prefix_at)?;
            self.parts.push(Part {
                ty: PartType::FixedText,
                value,
                modifier,
                name: String::new(),
                prefix: String::new(),
                suffix: String::new(),
            });
            return Ok(());
        }
        let regexp_value = match regexp_or_wildcard {
            None => self.segment_wildcard_regexp.clone(),
            Some(t) if t.ty == TokenType::Asterisk => FULL_WILDCARD_REGEXP.to_string(),
            Some(t) => t.value.to_string(),
        };
        let (ty, value) = if regexp_value == self.segment_wildcard_regexp {
            (PartType::SegmentWildcard, String::new())
        } else if regexp_value == FULL_WILDCARD_REGEXP {
            (PartType::FullWildcard, String::new())
        } else {
            (PartType::Regexp, regexp_value)
        };
        let name = match (name_token, regexp_or_wildcard) {
            (Some(t), _) => t.value.to_string(),
            (None, _) => {
                let n = self.next_numeric_name.to_string();
                self.next_numeric_name += 1;
                n
            }
        };
        if self.parts.iter().any(|p| p.name == name) {
            let t = name_token
                .or(regexp_or_wildcard)
                .expect("a group has a token");
            return Err(UrlPatternError::at(
                UrlPatternErrorKind::DuplicateName,
                self.span(t),
            ));
        }
        let prefix = self.encode(prefix, prefix_at)?;
        let suffix = self.encode(suffix, prefix_at)?;
        self.parts.push(Part {
            ty,
            value,
            modifier,
            name,
            prefix,
            suffix,
        });
        Ok(())
    }
}

/// "parse a pattern string" `input` with `options` and `encoding_callback`.
pub(crate) fn parse_pattern_string(
    input: &str,
    options: &Options,
    encoding_callback: EncodingCallback<'_>,
) -> Result<Vec<Part>, UrlPatternError> {
    let mut parser = PatternParser {
        input,
        tokens: tokenize(input, Policy::Strict)?,
        encoding_callback,
        segment_wildcard_regexp: segment_wildcard_regexp(options),
        parts: Vec::new(),
        pending_fixed_value: String::new(),
        pending_start: 0,
        index: 0,
        next_numeric_name: 0,
    };
    while parser.index < parser.tokens.len() {
        let char_token = parser.try_consume(TokenType::Char);
        let name_token = parser.try_consume(TokenType::Name);
        let regexp_or_wildcard = parser.try_consume_regexp_or_wildcard(name_token);
        if name_token.is_some() || regexp_or_wildcard.is_some() {
            let mut prefix = char_token.map_or("", |t| t.value);
            let prefix_at = char_token.map_or(0, |t| t.index);
            if !prefix.is_empty() && !options.is_prefix_code_point(prefix) {
                parser.append_pending(prefix, prefix_at);
                prefix = "";
            }
            parser.maybe_add_part_from_pending()?;
            let modifier = parser.try_consume_modifier();
            parser.add_part(
                prefix,
                prefix_at,
                name_token,
                regexp_or_wildcard,
                "",
                modifier,
            )?;
            continue;
        }
        let fixed = char_token.or_else(|| parser.try_consume(TokenType::EscapedChar));
        if let Some(fixed) = fixed {
            parser.append_pending(fixed.value, fixed.index);
            continue;
        }
        if let Some(open) = parser.try_consume(TokenType::Open) {
            let prefix = parser.consume_text();
            let name_token = parser.try_consume(TokenType::Name);
            let regexp_or_wildcard = parser.try_consume_regexp_or_wildcard(name_token);
            let suffix = parser.consume_text();
            parser.consume_required(TokenType::Close)?;
            let modifier = parser.try_consume_modifier();
            parser.add_part(
                &prefix,
                open.index,
                name_token,
                regexp_or_wildcard,
                &suffix,
                modifier,
            )?;
            continue;
        }
        parser.maybe_add_part_from_pending()?;
        parser.consume_required(TokenType::End)?;
    }
    Ok(parser.parts)
}
