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
