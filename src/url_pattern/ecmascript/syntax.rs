//! ECMAScript pattern syntax under the `v` flag (ECMA-262 §22.2.1) read
//! into a tree. It reads only sources that `regress` has accepted, so
//! anything unexpected is an internal error rather than a diagnosis.

/// The deepest nesting of groups and classes a custom regexp group's
/// regular expression may have (the component's own groups included);
/// deeper is `InvalidRegExp`. The executor and `regress` recurse over the
/// nesting, never over the length, so this bounds their stack.
pub const REGEXP_MAX_NESTING: usize = 64;

/// How far apart two strings of a string property's class may lie: the
/// longest RGI emoji sequence has 10 code points.
const STRING_PROPERTY_LENGTH: usize = 16;

const STRING_PROPERTIES: [&str; 7] = [
    "Basic_Emoji",
    "Emoji_Keycap_Sequence",
    "RGI_Emoji_Modifier_Sequence",
    "RGI_Emoji_Flag_Sequence",
    "RGI_Emoji_Tag_Sequence",
    "RGI_Emoji_ZWJ_Sequence",
    "RGI_Emoji",
];

/// The flags a modifier group `(?ims-ims:…)` can change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Mode {
    pub(crate) icase: bool,
    pub(crate) multiline: bool,
    pub(crate) dot_all: bool,
}

/// An atom that matches one character, or (`max_len` set) a class that
/// may match strings of up to `max_len` characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct AtomSource {
    pub(crate) source: String,
    pub(crate) mode: Mode,
    pub(crate) literal: Option<char>,
    pub(crate) max_len: Option<usize>,
}

/// A node of the tree; groups are numbered from 1.
#[derive(Debug)]
pub(crate) enum Node {
    Atom(usize),
    Seq(Vec<Node>),
    Alt(Vec<Node>),
    Group(Option<usize>, Box<Node>),
    Look {
        behind: bool,
        negate: bool,
        groups: (usize, usize),
        node: Box<Node>,
    },
    Repeat {
        node: Box<Node>,
        min: u32,
        max: u32,
        greedy: bool,
        groups: (usize, usize),
    },
    Start(bool),
    End(bool),
    Word {
        negate: bool,
        atom: usize,
    },
    BackRef {
        index: usize,
        icase: bool,
    },
}

/// A parsed pattern: its tree, its atoms, its group count, and the groups
/// each backreference may name (several under duplicate names).
#[derive(Debug)]
pub(crate) struct Tree {
    pub(crate) node: Node,
    pub(crate) atoms: Vec<AtomSource>,
    pub(crate) groups: usize,
    pub(crate) refs: Vec<Vec<usize>>,
}

/// The deepest nesting of parentheses and brackets in `source`, escapes
/// skipped: checked before any engine reads the source.
pub(crate) fn nesting_depth(source: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let mut chars = source.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '(' | '[' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' | ']' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// Reads `source` with the `v` flag, and `i` when `icase`.
pub(crate) fn parse(source: &str, icase: bool) -> Result<Tree, ()> {
    if nesting_depth(source) > REGEXP_MAX_NESTING {
        return Err(());
    }
    let mut p = Parser {
        s: source.chars().collect(),
        i: 0,
        atoms: Vec::new(),
        groups: 0,
        names: Vec::new(),
        refs: Vec::new(),
    };
    let mode = Mode {
        icase,
        ..Mode::default()
    };
    let node = p.disjunction(mode, 0)?;
    if p.i != p.s.len() {
        return Err(());
    }
    let refs = p
        .refs
        .iter()
        .map(|r| match r {
            Ref::Number(n) if *n <= p.groups => Ok(vec![*n]),
            Ref::Number(_) => Err(()),
            Ref::Name(name) => {
                let groups: Vec<usize> = p
                    .names
                    .iter()
                    .filter(|(n, _)| n == name)
                    .map(|&(_, g)| g)
                    .collect();
                if groups.is_empty() {
                    Err(())
                } else {
                    Ok(groups)
                }
            }
        })
        .collect::<Result<_, _>>()?;
    Ok(Tree {
        node,
        atoms: p.atoms,
        groups: p.groups,
        refs,
    })
}

enum Ref {
    Number(usize),
    Name(String),
}

struct Parser {
    s: Vec<char>,
    i: usize,
    atoms: Vec<AtomSource>,
    groups: usize,
    names: Vec<(String, usize)>,
    refs: Vec<Ref>,
}

impl Parser {
    fn peek_at(&self, k: usize) -> Option<char> {
        self.s.get(self.i + k).copied()
    }

    fn eat(&mut self, t: &str) -> bool {
        let n = t.chars().count();
        let ok =
            self.s.len() >= self.i + n && t.chars().zip(&self.s[self.i..]).all(|(a, &b)| a == b);
        if ok {
            self.i += n;
        }
        ok
    }

    fn text(&self, from: usize) -> String {
        self.s[from.min(self.i)..self.i.min(self.s.len())]
            .iter()
            .collect()
    }

    /// The text up to `end`, which is consumed.
    fn until(&mut self, end: char) -> Result<String, ()> {
        let from = self.i;
        while self.peek_at(0).ok_or(())? != end {
            self.i += 1;
        }
        let text = self.text(from);
        self.i += 1;
        Ok(text)
    }

    fn atom(&mut self, atom: AtomSource) -> usize {
        if let Some(k) = self.atoms.iter().position(|a| *a == atom) {
            return k;
        }
        self.atoms.push(atom);
        self.atoms.len() - 1
    }

    fn disjunction(&mut self, mode: Mode, depth: usize) -> Result<Node, ()> {
        if depth > REGEXP_MAX_NESTING {
            return Err(());
        }
        let mut alternatives = vec![self.alternative(mode, depth)?];
        while self.eat("|") {
            alternatives.push(self.alternative(mode, depth)?);
        }
        Ok(match alternatives.len() {
            1 => alternatives.remove(0),
            _ => Node::Alt(alternatives),
        })
    }

    fn alternative(&mut self, mode: Mode, depth: usize) -> Result<Node, ()> {
        let mut terms = Vec::new();
        while let Some(c) = self.peek_at(0) {
            if c == '|' || c == ')' {
                break;
            }
            terms.push(self.term(mode, depth)?);
        }
        Ok(Node::Seq(terms))
    }

    fn group_body(&mut self, mode: Mode, depth: usize) -> Result<Node, ()> {
        let node = self.disjunction(mode, depth + 1)?;
        if self.eat(")") {
            Ok(node)
        } else {
            Err(())
        }
    }

    fn term(&mut self, mode: Mode, depth: usize) -> Result<Node, ()> {
        let g0 = self.groups;
        let single = |source: String, literal| AtomSource {
            source,
            mode,
            literal,
            max_len: None,
        };
        for (t, behind, negate) in [
            ("(?=", false, false),
            ("(?!", false, true),
            ("(?<=", true, false),
            ("(?<!", true, true),
        ] {
            if self.eat(t) {
                let node = Box::new(self.group_body(mode, depth)?);
                let groups = (g0, self.groups);
                return Ok(Node::Look {
                    behind,
                    negate,
                    groups,
                    node,
                });
            }
        }
        if self.eat("^") {
            return Ok(Node::Start(mode.multiline));
        }
        if self.eat("$") {
            return Ok(Node::End(mode.multiline));
        }
        for (t, negate) in [("\\b", false), ("\\B", true)] {
            if self.eat(t) {
                let atom = self.atom(single("\\w".into(), None));
                return Ok(Node::Word { negate, atom });
            }
        }
        let from = self.i;
        let c = self.peek_at(0).ok_or(())?;
        let node = if self.eat("(?:") {
            Node::Group(None, Box::new(self.group_body(mode, depth)?))
        } else if self.eat("(?<") {
            let name = self.until('>')?;
            self.groups += 1;
            self.names.push((name, self.groups));
            Node::Group(Some(self.groups), Box::new(self.group_body(mode, depth)?))
        } else if self.eat("(?") {
            let flags = self.until(':')?;
            let mut inner = mode;
            let mut on = true;
            for f in flags.chars() {
                match f {
                    '-' => on = false,
                    'i' => inner.icase = on,
                    'm' => inner.multiline = on,
                    's' => inner.dot_all = on,
                    _ => return Err(()),
                }
            }
            Node::Group(None, Box::new(self.group_body(inner, depth)?))
        } else if self.eat("(") {
            self.groups += 1;
            let g = self.groups;
            Node::Group(Some(g), Box::new(self.group_body(mode, depth)?))
        } else if c == '[' {
            let max_len = self.class()?;
            let atom = AtomSource {
                source: self.text(from),
                mode,
                literal: None,
                max_len,
            };
            Node::Atom(self.atom(atom))
        } else if c == '\\' {
            self.escape(mode)?
        } else {
            self.i += 1;
            let literal = (c != '.').then_some(c);
            Node::Atom(self.atom(single(c.to_string(), literal)))
        };
        self.quantifier(node, g0)
    }

    /// Skips a class, nested ones included; the longest string it may
    /// match when it may match strings.
    fn class(&mut self) -> Result<Option<usize>, ()> {
        let from = self.i;
        let negated = self.peek_at(1) == Some('^');
        let (mut depth, mut strings, mut property) = (0usize, false, false);
        loop {
            let c = self.peek_at(0).ok_or(())?;
            self.i += 1;
            match c {
                '\\' => {
                    let e = self.peek_at(0).ok_or(())?;
                    self.i += 1;
                    if e == 'q' {
                        strings = true;
                    } else if e == 'p' && self.peek_at(0) == Some('{') {
                        self.i += 1;
                        let name = self.until('}')?;
                        property |= STRING_PROPERTIES.contains(&name.as_str());
                    }
                }
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
        if negated || !(strings || property) {
            return Ok(None);
        }
        let own = self.i - from;
        Ok(Some(if property {
            own.max(STRING_PROPERTY_LENGTH)
        } else {
            own
        }))
    }

    fn escape(&mut self, mode: Mode) -> Result<Node, ()> {
        let from = self.i;
        let e = self.peek_at(1).ok_or(())?;
        self.i += 2;
        let mut max_len = None;
        match e {
            'k' => {
                if !self.eat("<") {
                    return Err(());
                }
                let name = self.until('>')?;
                self.refs.push(Ref::Name(name));
                return Ok(self.backref(mode));
            }
            '1'..='9' => {
                let mut n = e as usize - '0' as usize;
                while let Some(d) = self.peek_at(0).and_then(|d| d.to_digit(10)) {
                    n = n.saturating_mul(10).saturating_add(d as usize);
                    self.i += 1;
                }
                self.refs.push(Ref::Number(n));
                return Ok(self.backref(mode));
            }
            'p' | 'P' => {
                if !self.eat("{") {
                    return Err(());
                }
                let name = self.until('}')?;
                if e == 'p' && STRING_PROPERTIES.contains(&name.as_str()) {
                    max_len = Some(STRING_PROPERTY_LENGTH);
                }
            }
            'c' => self.i += 1,
            'x' => self.i += 2,
            'u' if self.eat("{") => {
                self.until('}')?;
            }
            'u' => {
                let lead = self.hex4(self.i);
                self.i += 4;
                let trail = self.hex4(self.i + 2);
                if matches!(lead, Some(0xD800..=0xDBFF))
                    && self.peek_at(0) == Some('\\')
                    && self.peek_at(1) == Some('u')
                    && matches!(trail, Some(0xDC00..=0xDFFF))
                {
                    self.i += 6;
                }
            }
            _ => {}
        }
        let atom = AtomSource {
            source: self.text(from),
            mode,
            literal: None,
            max_len,
        };
        Ok(Node::Atom(self.atom(atom)))
    }

    fn hex4(&self, at: usize) -> Option<u32> {
        let digits: String = self.s.get(at..at + 4)?.iter().collect();
        u32::from_str_radix(&digits, 16).ok()
    }

    fn backref(&mut self, mode: Mode) -> Node {
        Node::BackRef {
            index: self.refs.len() - 1,
            icase: mode.icase,
        }
    }

    fn quantifier(&mut self, node: Node, g0: usize) -> Result<Node, ()> {
        let (min, max) = if self.eat("*") {
            (0, u32::MAX)
        } else if self.eat("+") {
            (1, u32::MAX)
        } else if self.eat("?") {
            (0, 1)
        } else if self.eat("{") {
            let body = self.until('}')?;
            let number = |s: &str| -> Result<u32, ()> {
                if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(());
                }
                Ok(s.parse::<u32>().unwrap_or(u32::MAX))
            };
            match body.split_once(',') {
                None => (number(&body)?, number(&body)?),
                Some((a, "")) => (number(a)?, u32::MAX),
                Some((a, b)) => (number(a)?, number(b)?),
            }
        } else {
            return Ok(node);
        };
        let greedy = !self.eat("?");
        Ok(Node::Repeat {
            node: Box::new(node),
            min,
            max,
            greedy,
            groups: (g0, self.groups),
        })
    }
}
