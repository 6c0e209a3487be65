//! The identifier of an error or diagnostic kind, such as
//! `host.forbidden-code-point`: what each kind's `id` method gives.
//!
//! It is read from the kind's derived `Debug` form, its variant names
//! outermost first, so that every variant, including those a later
//! version adds (the kinds are `non_exhaustive`), has an identifier
//! without a table to keep in step. A payload that is not a variant (a
//! character, a column, a flag) is left out: an identifier names the kind
//! of a failure, not its instance.

#[allow(unused_imports)]
use crate::prelude::*;

use core::fmt::Debug;

/// The variant names of `kind`'s `Debug` form, outermost first, in kebab
/// case and joined by dots: `Syntax(PortOutOfRange)` is
/// `syntax.port-out-of-range`, `InvalidCharacter { .. }` is
/// `invalid-character`, `ForbiddenCodePoint(' ')` is
/// `forbidden-code-point`.
pub(crate) fn of(kind: &impl Debug) -> String {
    let debug = format!("{kind:?}");
    let mut rest = debug.as_str();
    let mut id = String::with_capacity(debug.len() + 4);
    loop {
        let end = rest
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len());
        let name = &rest[..end];
        // A variant's name starts with a capital; a payload (`' '`,
        // `true`, `column: …`) does not, and ends the path.
        if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
            break;
        }
        if !id.is_empty() {
            id.push('.');
        }
        push_kebab(&mut id, name);
        match rest[end..].strip_prefix('(') {
            Some(inner) => rest = inner,
            None => break,
        }
    }
    id
}

/// `camel` (`PortOutOfRange`) in kebab case (`port-out-of-range`), after
/// `out`.
fn push_kebab(out: &mut String, camel: &str) {
    for (i, c) in camel.char_indices() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::of;

    #[allow(dead_code)]
    #[derive(Debug)]
    enum Inner {
        PortOutOfRange,
        ForbiddenCodePoint(char),
        Ip4Address,
    }

    #[allow(dead_code)]
    #[derive(Debug)]
    enum Outer {
        Syntax(Inner),
        InvalidCharacter { char: char, fixed: bool },
        Flag(bool),
        InvalidBase,
    }

    #[test]
    fn the_variant_path_in_kebab_case_without_payloads() {
        assert_eq!(
            of(&Outer::Syntax(Inner::PortOutOfRange)),
            "syntax.port-out-of-range"
        );
        assert_eq!(
            of(&Outer::Syntax(Inner::ForbiddenCodePoint('('))),
            "syntax.forbidden-code-point"
        );
        assert_eq!(of(&Outer::Syntax(Inner::Ip4Address)), "syntax.ip4-address");
        let k = Outer::InvalidCharacter {
            char: 'A',
            fixed: true,
        };
        assert_eq!(of(&k), "invalid-character");
        assert_eq!(of(&Outer::Flag(true)), "flag");
        assert_eq!(of(&Outer::InvalidBase), "invalid-base");
    }
}
