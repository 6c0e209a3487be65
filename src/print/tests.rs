use super::*;

#[test]
fn scheme_like() {
    assert!(is_scheme_like("a:b"));
    assert!(is_scheme_like("a+-.:"));
    assert!(!is_scheme_like("1:b"));
    assert!(!is_scheme_like("a/b:c"));
    assert!(!is_scheme_like("ab"));
}
