//! Part lists as ECMAScript regular expressions (the standard's "generate
//! a regular expression and name list"), and their compilation with the
//! `v` flag (`vi` when ignoring case) by `regress`.

use super::ecmascript::{nesting_depth, REGEXP_MAX_NESTING};
use super::error::UrlPatternErrorKind;
use super::part::{Modifier, Options, Part, PartType, FULL_WILDCARD_REGEXP};

/// "escape a regexp string", appended to `out`.
pub(crate) fn escape_regexp_string_into(out: &mut String, input: &str) {
    for c in input.chars() {
        if matches!(
            c,
            '.' | '+'
                | '*'
                | '?'
                | '^'
                | '$'
                | '{'
                | '}'
                | '('
                | ')'
                | '['
                | ']'
                | '|'
                | '/'
                | '\\'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// "generate a segment wildcard regexp" of `options`: `[^d]+?` for the
/// delimiter `d`.
pub(crate) fn segment_wildcard_regexp(options: &Options) -> String {
    let mut result = String::from("[^");
    if let Some(d) = options.delimiter {
        escape_regexp_string_into(&mut result, d.encode_utf8(&mut [0; 4]));
    }
    result.push_str("]+?");
    result
}

/// "generate a regular expression and name list" from `parts`.
pub(crate) fn generate_regular_expression_and_name_list(
    parts: &[Part],
    options: &Options,
) -> (String, Vec<String>) {
    let mut result = String::from("^");
    let mut names = Vec::new();
    let segment = segment_wildcard_regexp(options);
    for part in parts {
        if part.ty == PartType::FixedText {
            if part.modifier == Modifier::None {
                escape_regexp_string_into(&mut result, &part.value);
            } else {
                result.push_str("(?:");
                escape_regexp_string_into(&mut result, &part.value);
                result.push(')');
                result.push_str(part.modifier.as_str());
            }
            continue;
        }
        names.push(part.name.clone());
        let regexp_value = match part.ty {
            PartType::SegmentWildcard => segment.as_str(),
            PartType::FullWildcard => FULL_WILDCARD_REGEXP,
            _ => part.value.as_str(),
        };
        if part.prefix.is_empty() && part.suffix.is_empty() {
            if matches!(part.modifier, Modifier::None | Modifier::Optional) {
                result.push('(');
                result.push_str(regexp_value);
                result.push(')');
                result.push_str(part.modifier.as_str());
            } else {
                result.push_str("((?:");
                result.push_str(regexp_value);
                result.push(')');
                result.push_str(part.modifier.as_str());
                result.push(')');
            }
            continue;
        }
        if matches!(part.modifier, Modifier::None | Modifier::Optional) {
            result.push_str("(?:");
            escape_regexp_string_into(&mut result, &part.prefix);
            result.push('(');
            result.push_str(regexp_value);
            result.push(')');
            escape_regexp_string_into(&mut result, &part.suffix);
            result.push(')');
            result.push_str(part.modifier.as_str());
            continue;
        }
        result.push_str("(?:");
        escape_regexp_string_into(&mut result, &part.prefix);
        result.push_str("((?:");
        result.push_str(regexp_value);
        result.push_str(")(?:");
        escape_regexp_string_into(&mut result, &part.suffix);
        escape_regexp_string_into(&mut result, &part.prefix);
        result.push_str("(?:");
        result.push_str(regexp_value);
        result.push_str("))*)");
        escape_regexp_string_into(&mut result, &part.suffix);
        result.push(')');
        if part.modifier == Modifier::ZeroOrMore {
            result.push('?');
        }
    }
    result.push('$');
    (result, names)
}

/// `RegExpCreate(source, "v")` (or `"vi"`): the component's regular
/// expression, or the standard's `TypeError` when ECMAScript rejects it.
pub(crate) fn compile(
    source: &str,
    ignore_case: bool,
) -> Result<regress::Regex, UrlPatternErrorKind> {
    check_escapes(source)?;
    // `regress` and specurl's own executor both recurse over a source's
    // nesting, so a deep one is refused before either reads it.
    if nesting_depth(source) > REGEXP_MAX_NESTING {
        return Err(UrlPatternErrorKind::InvalidRegExp);
    }
    // `regress` reads `unicode_sets` as the `v` flag, but folds case by
    // Unicode's simple case folding (as `v` requires: the Kelvin sign
    // matches `k`) only when `unicode` is set too.
    let flags = regress::Flags {
        icase: ignore_case,
        unicode: true,
        unicode_sets: true,
        ..Default::default()
    };
    regress::Regex::with_flags(source, flags).map_err(|_| UrlPatternErrorKind::InvalidRegExp)
}

/// Rejects the escapes that ECMAScript's `v` flag forbids and `regress`
/// lets through: under `u` and `v`, an identity escape is only for a
/// syntax character or `/` (and, in a class under `v`, a reserved
/// punctuator), so `\H` or `\m` is a syntax error.
fn check_escapes(source: &str) -> Result<(), UrlPatternErrorKind> {
    let mut in_class = 0usize;
    let mut chars = source.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(e) = chars.next() else {
                    return Err(UrlPatternErrorKind::InvalidRegExp);
                };
                let allowed = match e {
                    'd'
                    | 'D'
                    | 'w'
                    | 'W'
                    | 's'
                    | 'S'
                    | 'b'
                    | 'f'
                    | 'n'
                    | 'r'
                    | 't'
                    | 'v'
                    | 'c'
                    | 'x'
                    | 'u'
                    | 'p'
                    | 'P'
                    | 'k'
                    | '0'..='9' => true,
                    'B' => in_class == 0,
                    'q' => in_class > 0,
                    '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{'
                    | '}' | '|' | '/' => true,
                    '-' => in_class > 0,
                    '&' | '!' | '#' | '%' | ',' | ':' | ';' | '<' | '=' | '>' | '@' | '`' | '~' => {
                        in_class > 0
                    }
                    _ => false,
                };
                if !allowed {
                    return Err(UrlPatternErrorKind::InvalidRegExp);
                }
            }
            '[' => in_class += 1,
            ']' => in_class = in_class.saturating_sub(1),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
