use super::*;

#[test]
fn v_flag_escapes() {
    assert!(compile("^\\d+$", false).is_ok());
    assert_eq!(
        compile("\\H", false).unwrap_err(),
        UrlPatternErrorKind::InvalidRegExp
    );
    assert_eq!(
        compile("\\m", false).unwrap_err(),
        UrlPatternErrorKind::InvalidRegExp
    );
    assert!(compile("[\\p{L}--[a-z]]", false).is_ok());
    assert!(compile("^[^]+?$", false).is_ok());
    assert!(compile("(", false).is_err());
    // Under `v` a class's `-` must be escaped, even at its end.
    assert!(compile("^[a-z_-]$", false).is_err());
    assert!(compile("^[a-z_\\-]$", false).is_ok());
}
