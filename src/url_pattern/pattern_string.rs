//! Part lists back to pattern strings (the standard's "generate a pattern
//! string"): the normalized pattern that the component getters return.

use super::name_chars::is_valid_name_code_point;
use super::part::{Options, Part, PartType, FULL_WILDCARD_REGEXP};
use super::regexp::segment_wildcard_regexp;

/// "escape a pattern string", appended to `out`.
pub(crate) fn escape_pattern_string_into(out: &mut String, input: &str) {
    for c in input.chars() {
        if matches!(c, '+' | '*' | '?' | ':' | '{' | '}' | '(' | ')' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
}

/// "escape a pattern string"
pub(crate) fn escape_pattern_string(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    escape_pattern_string_into(&mut out, input);
    out
}

fn starts_with_name_code_point(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| is_valid_name_code_point(c, false))
}

fn is_numeric_name(name: &str) -> bool {
    name.as_bytes().first().is_some_and(u8::is_ascii_digit)
}

/// "generate a pattern string" from `parts`.
pub(crate) fn generate_pattern_string(parts: &[Part], options: &Options) -> String {
    let mut result = String::new();
    for (index, part) in parts.iter().enumerate() {
        let previous = index.checked_sub(1).map(|i| &parts[i]);
        let next = parts.get(index + 1);
        if part.ty == PartType::FixedText {
            if part.modifier == super::part::Modifier::None {
                escape_pattern_string_into(&mut result, &part.value);
                continue;
            }
            result.push('{');
            escape_pattern_string_into(&mut result, &part.value);
            result.push('}');
            result.push_str(part.modifier.as_str());
            continue;
        }
        let custom_name = !is_numeric_name(&part.name);
        let mut needs_grouping = !part.suffix.is_empty()
            || (!part.prefix.is_empty() && !options.is_prefix_code_point(&part.prefix));
        if !needs_grouping
            && custom_name
            && part.ty == PartType::SegmentWildcard
            && part.modifier == super::part::Modifier::None
        {
            if let Some(next) = next.filter(|n| n.prefix.is_empty() && n.suffix.is_empty()) {
                needs_grouping = if next.ty == PartType::FixedText {
                    starts_with_name_code_point(&next.value)
                } else {
                    is_numeric_name(&next.name)
                };
            }
        }
        if !needs_grouping && part.prefix.is_empty() {
            if let Some(previous) = previous {
                if previous.ty == PartType::FixedText
                    && options.prefix.is_some()
                    && previous.value.chars().next_back() == options.prefix
                {
                    needs_grouping = true;
                }
            }
        }
        if needs_grouping {
            result.push('{');
        }
        escape_pattern_string_into(&mut result, &part.prefix);
        if custom_name {
            result.push(':');
            result.push_str(&part.name);
        }
        match part.ty {
            PartType::Regexp => {
                result.push('(');
                result.push_str(&part.value);
                result.push(')');
            }
            PartType::SegmentWildcard if !custom_name => {
                result.push('(');
                result.push_str(&segment_wildcard_regexp(options));
                result.push(')');
            }
            PartType::FullWildcard => {
                let star = !custom_name
                    && (previous.is_none_or(|p| {
                        p.ty == PartType::FixedText || p.modifier != super::part::Modifier::None
                    }) || needs_grouping
                        || !part.prefix.is_empty());
                if star {
                    result.push('*');
                } else {
                    result.push('(');
                    result.push_str(FULL_WILDCARD_REGEXP);
                    result.push(')');
                }
            }
            _ => {}
        }
        if part.ty == PartType::SegmentWildcard
            && custom_name
            && starts_with_name_code_point(&part.suffix)
        {
            result.push('\\');
        }
        escape_pattern_string_into(&mut result, &part.suffix);
        if needs_grouping {
            result.push('}');
        }
        result.push_str(part.modifier.as_str());
    }
    result
}
