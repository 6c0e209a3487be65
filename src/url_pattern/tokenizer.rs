//! The tokenizer of pattern strings (the standard's "tokenize"): a pattern
//! string as a token list, under the strict or the lenient policy.
//!
//! Positions are byte offsets into the pattern string (the standard counts
//! code points; each token's value and index are the same characters).

use super::error::{UrlPatternError, UrlPatternErrorKind};
use super::name_chars::is_valid_name_code_point;

/// A token's type (the standard's token types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenType {
    /// `{`
    Open,
    /// `}`
    Close,
    /// `(…)`, the value without the parentheses.
    Regexp,
    /// `:name`, the value without the colon.
    Name,
    /// A code point without a meaning of its own.
    Char,
    /// `\c`, the value without the backslash.
    EscapedChar,
    /// `?` or `+`.
    OtherModifier,
    /// `*`.
    Asterisk,
    /// The end of the pattern string.
    End,
    /// A code point the lenient policy let through.
    InvalidChar,
}

/// A token of a pattern string (the standard's "token"; not the URL
/// grammar's `grammar::tokens::Token`): its type, where it starts, and its
/// value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PatternToken<'a> {
    pub(crate) ty: TokenType,
    pub(crate) index: usize,
    pub(crate) value: &'a str,
}

/// The tokenize policy: strict throws on an error, lenient turns it into
/// an invalid-char token (for the constructor string parser).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Policy {
    Strict,
    Lenient,
}

struct Tokenizer<'a> {
    input: &'a str,
    policy: Policy,
    tokens: Vec<PatternToken<'a>>,
    index: usize,
    next_index: usize,
    code_point: char,
}

impl<'a> Tokenizer<'a> {
    /// "get the next code point"
    fn get_next_code_point(&mut self) {
        // Callers stay below the input's length.
        let c = self.input[self.next_index..].chars().next().unwrap_or('\0');
        self.code_point = c;
        self.next_index += c.len_utf8();
    }

    /// "seek and get the next code point"
    fn seek_and_get_next_code_point(&mut self, index: usize) {
        self.next_index = index;
        self.get_next_code_point();
    }

    /// "add a token"
    fn add_token(
        &mut self,
        ty: TokenType,
        next_position: usize,
        value_position: usize,
        value_length: usize,
    ) {
        self.tokens.push(PatternToken {
            ty,
            index: self.index,
            value: &self.input[value_position..value_position + value_length],
        });
        self.index = next_position;
    }

    /// "add a token with default length"
    fn add_token_default_length(
        &mut self,
        ty: TokenType,
        next_position: usize,
        value_position: usize,
    ) {
        self.add_token(
            ty,
            next_position,
            value_position,
            next_position - value_position,
        );
    }

    /// "add a token with default position and length"
    fn add_token_default(&mut self, ty: TokenType) {
        self.add_token_default_length(ty, self.next_index, self.index);
    }

    /// "process a tokenizing error"
    fn error(
        &mut self,
        kind: UrlPatternErrorKind,
        next_position: usize,
        value_position: usize,
    ) -> Result<(), UrlPatternError> {
        match self.policy {
            Policy::Strict => {
                let end = next_position.max(self.index + 1).min(self.input.len());
                Err(UrlPatternError::at(kind, self.index..end.max(self.index)))
            }
            Policy::Lenient => {
                self.add_token_default_length(
                    TokenType::InvalidChar,
                    next_position,
                    value_position,
                );
                Ok(())
            }
        }
    }
}

/// "tokenize" `input` under `policy`. The list ends with an end token.
///
/// Runs in one pass: each step moves the index forward, and a regexp
/// group's scan is skipped over once it is tokenized.
pub(crate) fn tokenize(
    input: &str,
    policy: Policy,
) -> Result<Vec<PatternToken<'_>>, UrlPatternError> {
    use UrlPatternErrorKind as K;
    let mut t = Tokenizer {
        input,
        policy,
        tokens: Vec::with_capacity(input.len() + 1),
        index: 0,
        next_index: 0,
        code_point: '\0',
    };
    let len = input.len();
    while t.index < len {
        t.seek_and_get_next_code_point(t.index);
        match t.code_point {
            '*' => t.add_token_default(TokenType::Asterisk),
            '+' | '?' => t.add_token_default(TokenType::OtherModifier),
            '\\' => {
                if t.next_index == len {
                    t.error(K::TrailingBackslash, t.next_index, t.index)?;
                    continue;
                }
                let escaped_index = t.next_index;
                t.get_next_code_point();
                t.add_token_default_length(TokenType::EscapedChar, t.next_index, escaped_index);
            }
            '{' => t.add_token_default(TokenType::Open),
            '}' => t.add_token_default(TokenType::Close),
            ':' => {
                let mut name_position = t.next_index;
                let name_start = name_position;
                while name_position < len {
                    t.seek_and_get_next_code_point(name_position);
                    let first = name_position == name_start;
                    if !is_valid_name_code_point(t.code_point, first) {
                        break;
                    }
                    name_position = t.next_index;
                }
                if name_position <= name_start {
                    t.error(K::MissingName, name_start, t.index)?;
                    continue;
                }
                t.add_token_default_length(TokenType::Name, name_position, name_start);
            }
            '(' => {
                let mut depth = 1usize;
                let mut regexp_position = t.next_index;
                let regexp_start = regexp_position;
                let mut error = None;
                while regexp_position < len {
                    t.seek_and_get_next_code_point(regexp_position);
                    if !t.code_point.is_ascii() {
                        error = Some(K::NonAsciiRegExp);
                        break;
                    }
                    if regexp_position == regexp_start && t.code_point == '?' {
                        error = Some(K::RegExpStartsWithQuestionMark);
                        break;
                    }
                    if t.code_point == '\\' {
                        if regexp_position == len - 1 {
                            error = Some(K::UnbalancedRegExp);
                            break;
                        }
                        t.get_next_code_point();
                        if !t.code_point.is_ascii() {
                            error = Some(K::NonAsciiRegExp);
                            break;
                        }
                        regexp_position = t.next_index;
                        continue;
                    }
                    if t.code_point == ')' {
                        depth -= 1;
                        if depth == 0 {
                            regexp_position = t.next_index;
                            break;
                        }
                    } else if t.code_point == '(' {
                        depth += 1;
                        if regexp_position == len - 1 {
                            error = Some(K::UnbalancedRegExp);
                            break;
                        }
                        let temporary_position = t.next_index;
                        t.get_next_code_point();
                        if t.code_point != '?' {
                            error = Some(K::CapturingGroupInRegExp);
                            break;
                        }
                        t.next_index = temporary_position;
                    }
                    regexp_position = t.next_index;
                }
                if let Some(kind) = error {
                    t.error(kind, regexp_start, t.index)?;
                    continue;
                }
                if depth != 0 {
                    t.error(K::UnbalancedRegExp, regexp_start, t.index)?;
                    continue;
                }
                let regexp_length = regexp_position - regexp_start - 1;
                if regexp_length == 0 {
                    t.error(K::EmptyRegExp, regexp_start, t.index)?;
                    continue;
                }
                t.add_token(
                    TokenType::Regexp,
                    regexp_position,
                    regexp_start,
                    regexp_length,
                );
            }
            _ => t.add_token_default(TokenType::Char),
        }
    }
    t.add_token_default_length(TokenType::End, t.index, t.index);
    Ok(t.tokens)
}

#[cfg(test)]
mod tests;
