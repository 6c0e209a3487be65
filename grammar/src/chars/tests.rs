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
