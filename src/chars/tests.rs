use super::*;

#[test]
fn s_depends_on_mode() {
    assert!(is_s(Mode::Generic, '/'));
    assert!(!is_s(Mode::Generic, '\\'));
    assert!(is_s(Mode::Web, '\\'));
    assert!(is_s(Mode::File, '\\'));
}

#[test]
fn hchar_excludes_forbidden_host_code_points() {
    for c in "\0 #/:<>?@[\\]^|%".chars() {
        assert!(!is_hchar(Mode::Generic, c), "{c:?}");
    }
    // Web and file hosts leave them to host processing.
    for c in "\0 <>[]^|".chars() {
        assert!(is_hchar(Mode::Web, c), "{c:?}");
    }
    for c in "#/:?@%\\".chars() {
        assert!(!is_hchar(Mode::File, c), "{c:?}");
    }
    for c in "a-._~!$&'()*+,;=\"`{}é".chars() {
        assert!(is_hchar(Mode::Generic, c), "{c:?}");
    }
}

mod table_tests {
    use crate::chars::*;

    /// Each table answers as its predicate does, for every byte and mode.
    #[test]
    fn tables_are_the_predicates() {
        for mode in Mode::ALL {
            for b in 0..=255u8 {
                let at = |sets: &ModeSets| in_mode(sets, mode)[usize::from(b)];
                let or = |set: fn(Mode, char) -> bool| ascii_or(b, true, |c| set(mode, c));
                assert_eq!(at(&IN_AUTHORITY), or(|m, c| !ends_authority(m, c)));
                assert_eq!(at(&USERNAME_BYTES), or(|m, c| c == '%' || is_uchar(m, c)));
                assert_eq!(at(&PCHAR_BYTES), or(|m, c| c == '%' || is_pchar(m, c)));
                let host = HOST_CLASSES[mode as usize][usize::from(b)];
                let hchar = or(|m, c| c == '%' || is_hchar(m, c));
                assert_eq!(host & host_class::HOST != 0, hchar);
                let domain =
                    |c: char| !c.is_ascii_uppercase() && c != '%' && !is_forbidden_domain(c);
                assert_eq!(host & host_class::DOMAIN != 0, ascii_or(b, false, domain));
            }
            for b in 0..=255u8 {
                use path_class::*;
                let class = PATH_CLASSES[mode as usize][usize::from(b)];
                let has = |bit: u8| class & bit != 0;
                let sep = is_s(mode, char::from(b));
                assert_eq!(has(S), sep);
                assert_eq!(has(PATH), has(S) || has(PCHAR));
                assert_eq!(has(BACKSLASH), sep && b == b'\\');
                if sep {
                    assert_eq!(class & (PCHAR | DOT | ENCODE), 0);
                    assert!(has(PATH));
                    continue;
                }
                assert_eq!(has(PCHAR), in_mode(&PCHAR_BYTES, mode)[usize::from(b)]);
                assert_eq!(has(DOT), b == b'.' || b == b'%');
                let encoded = b >= 0x80 || crate::table::is_encoded(Column::Segment, b);
                assert_eq!(has(ENCODE), encoded, "{b}");
            }
            for b in 0..=255u8 {
                let expected = ascii_or(b, false, is_scheme_char);
                assert_eq!(SCHEME_CHARS[usize::from(b)], expected);
            }
        }
    }
}

// The examples the predicates documented when they were public.

#[test]
fn example_of_ascii_or() {
    use crate::{
        chars::{ascii_or, is_pchar},
        grammar::Mode,
    };
    let pchar = |b| ascii_or(b, true, |c| is_pchar(Mode::Web, c));
    assert!(pchar("é".as_bytes()[1]) && !pchar(b'?'));
}

#[test]
fn example_of_is_alpha() {
    use crate::chars::is_alpha;
    assert!(is_alpha('a') && is_alpha('Z'));
    // ASCII only, unlike `char::is_alphabetic`.
    assert!(!is_alpha('é') && !is_alpha('1'));
}

#[test]
fn example_of_is_drive_letter() {
    use crate::chars::is_drive_letter;
    assert!(is_drive_letter(b'C', b'|') && is_drive_letter(b'c', b':'));
    assert!(!is_drive_letter(b'1', b':') && !is_drive_letter(b'c', b'/'));
}

#[test]
fn example_of_is_drive_separator() {
    use crate::chars::is_drive_separator;
    assert!(is_drive_separator(b':') && is_drive_separator(b'|'));
    assert!(!is_drive_separator(b'/'));
}

#[test]
fn example_of_starts_with_drive_letter() {
    use crate::chars::starts_with_drive_letter;
    assert!(starts_with_drive_letter(b"c:") && starts_with_drive_letter(b"C|\\x"));
    assert!(!starts_with_drive_letter(b"c:x") && !starts_with_drive_letter(b"c"));
}

#[test]
fn example_of_is_c0_space() {
    use crate::chars::is_c0_space;
    assert!(is_c0_space('\0') && is_c0_space('\u{1F}') && is_c0_space(' '));
    // DEL and the no-break space are not trimmed.
    assert!(!is_c0_space('\u{7F}') && !is_c0_space('\u{A0}'));
}

#[test]
fn example_of_is_tab_or_newline() {
    use crate::chars::is_tab_or_newline;
    assert!(is_tab_or_newline('\t') && is_tab_or_newline('\r'));
    // A vertical tab is c0-space: trimmed at the ends, kept inside.
    assert!(!is_tab_or_newline('\u{B}'));
}

#[test]
fn example_of_is_scheme_char() {
    use crate::chars::is_scheme_char;
    assert!("web+demo-1.0".chars().all(is_scheme_char));
    assert!(!is_scheme_char('_') && !is_scheme_char(':'));
}

#[test]
fn example_of_is_s() {
    use crate::{chars::is_s, grammar::Mode};
    assert!(is_s(Mode::Generic, '/'));
    assert!(!is_s(Mode::Generic, '\\'));
    assert!(is_s(Mode::Web, '\\') && is_s(Mode::File, '\\'));
}

#[test]
fn example_of_is_uchar() {
    use crate::{chars::is_uchar, grammar::Mode};
    // `:` ends a username, `@` does not (the userinfo ends at the last `@`).
    assert!(!is_uchar(Mode::Web, ':') && is_uchar(Mode::Web, '@'));
    assert!(is_uchar(Mode::Generic, '\\') && !is_uchar(Mode::Web, '\\'));
}

#[test]
fn example_of_is_pchar() {
    use crate::{chars::is_pchar, grammar::Mode};
    assert!(is_pchar(Mode::Web, ':') && !is_pchar(Mode::Web, '?'));
    assert!(is_pchar(Mode::Generic, '\\') && !is_pchar(Mode::File, '\\'));
}

#[test]
fn example_of_is_hchar() {
    use crate::{chars::is_hchar, grammar::Mode};
    assert!(!is_hchar(Mode::Generic, '<'));
    // Left to host processing in a web host.
    assert!(is_hchar(Mode::Web, '<'));
    assert!(!is_hchar(Mode::Web, '@') && !is_hchar(Mode::Web, ':'));
}

#[test]
fn example_of_ends_authority() {
    use crate::{chars::ends_authority, grammar::Mode};
    assert!(ends_authority(Mode::Generic, '?') && ends_authority(Mode::Generic, '#'));
    assert!(!ends_authority(Mode::Generic, '\\') && ends_authority(Mode::Web, '\\'));
    assert!(!ends_authority(Mode::Web, ':') && !ends_authority(Mode::Web, '@'));
}

#[test]
fn example_of_is_forbidden_host() {
    use crate::chars::is_forbidden_host;
    assert!(is_forbidden_host('<') && is_forbidden_host('\0'));
    assert!(!is_forbidden_host('%') && !is_forbidden_host('{'));
}

#[test]
fn example_of_is_forbidden_domain() {
    use crate::{
        chars::is_forbidden_domain,
        host::{process, HostErrorKind},
    };
    assert!(is_forbidden_domain('%') && is_forbidden_domain('\u{7F}'));
    assert!(!is_forbidden_domain('-') && !is_forbidden_domain('{'));
    // Checked after percent-decoding: `%25` is a `%`.
    assert_eq!(
        process("a%25b").unwrap_err().kind,
        HostErrorKind::ForbiddenCodePoint('%')
    );
}

#[test]
fn example_of_is_url_code_point() {
    use crate::validate::is_url_code_point;
    assert!(is_url_code_point('a') && is_url_code_point('~') && is_url_code_point('é'));
    assert!(!is_url_code_point('|') && !is_url_code_point(' ') && !is_url_code_point('%'));
    assert!(!is_url_code_point('\u{80}') && !is_url_code_point('\u{FDD0}'));
}
