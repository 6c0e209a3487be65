use super::*;

fn types(input: &str) -> Vec<TokenType> {
    tokenize(input, Policy::Strict)
        .unwrap()
        .iter()
        .map(|t| t.ty)
        .collect()
}

#[test]
fn tokens_of_a_route() {
    use TokenType::*;
    assert_eq!(
        types("/:id(\\d+)?*{a}"),
        [
            Char,
            Name,
            Regexp,
            OtherModifier,
            Asterisk,
            Open,
            Char,
            Close,
            End
        ]
    );
    let tokens = tokenize("/:id(\\d+)", Policy::Strict).unwrap();
    assert_eq!((tokens[1].index, tokens[1].value), (1, "id"));
    assert_eq!((tokens[2].index, tokens[2].value), (4, "\\d+"));
}

#[test]
fn errors_point_at_the_token() {
    let e = tokenize("ab(c", Policy::Strict).unwrap_err();
    assert_eq!(
        (e.kind(), e.range()),
        (UrlPatternErrorKind::UnbalancedRegExp, Some(2..3))
    );
    let e = tokenize("a:", Policy::Strict).unwrap_err();
    assert_eq!(
        (e.kind(), e.range()),
        (UrlPatternErrorKind::MissingName, Some(1..2))
    );
    let lenient = tokenize("a(b(c)", Policy::Lenient).unwrap();
    assert_eq!(lenient[1].ty, TokenType::InvalidChar);
}
