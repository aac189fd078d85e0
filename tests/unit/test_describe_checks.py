"""The offline checker of picture descriptions: fragments that rebuild the text, pinyin in context, each
rule with cases it must flag (naming the Chinese found and the correction) and cases it must leave alone,
no finding on the correct corpus, and the note on a description about something else."""

import json
from pathlib import Path

import pytest

from chinese_app.chinese.dictionary import measure_words
from chinese_app.content.sentences import load_sentences
from chinese_app.evaluation.describe_checks import RULES, Finding, check, fragments, relevance_note

PICTURES = Path(__file__).resolve().parents[2] / "content" / "pictures" / "pictures.json"


def flagged(text: str) -> list[tuple[str, str, str]]:
    return [(text[f.start : f.end], f.critique, f.feedback) for f in check(text)]


@pytest.mark.parametrize(
    ("text", "span", "suggestion"),
    [
        ("门口有一本狗，它在等主人。", "本狗", "一只狗"),
        ("桌子上有两条照片。", "条照片", "两张照片"),
        ("这张猫很可爱。", "张猫", "这只猫"),
        ("我家有三本车", "本车", "三辆车"),
        ("我看到两张小狗在门口。", "张小狗", "两只小狗"),  # through a size prefix
        ("左边有一本红色的小路。", "本红色的小路", "一条红色的小路"),  # through modifiers to the head noun
    ],
)
def test_a_wrong_measure_word_is_flagged_with_the_right_one(text, span, suggestion):
    [(found, critique, feedback)] = flagged(text)
    assert (found, critique) == (span, "minor")
    assert suggestion in feedback and f"not {span[0]}" in feedback


@pytest.mark.parametrize(
    "text",
    [
        "门口有一只狗，还有一条狗。",  # both measure words CC-CEDICT lists for 狗
        "他有一个很大的房子和一本书。",  # 个 is never flagged
        "桌子上有一张木头桌子的照片。",  # the measure word counts the head noun, not a modifier
        "我买了两杯咖啡和一群鸟的照片。",  # containers and groups are not checked
        "这座建筑很雄伟，他买了一件工艺品。",  # nouns above HSK 2: CC-CEDICT's lists are not complete
        "一家人坐在一起吃饭。",  # a word of its own
        "我在看一本书的封面。",  # 本 counts the book, not the cover
        "他给我发了一条短信。",  # 短信 is not counted as 信 is
    ],
)
def test_correct_measure_words_are_left_alone(text):
    assert flagged(text) == []


def test_cedict_measure_words_per_noun():
    assert measure_words("狗") == {"只", "条"} and "张" in measure_words("照片") and measure_words("山") == set()


@pytest.mark.parametrize(
    "text",
    [
        "我看到一本狗。它很可爱！",
        "  两只猫在睡觉 ,旁边有3本书和 NASA 的照片…… 真好",
        "没有标点符号的一段话也可以分成片段吗",
        "一本狗一本狗",
    ],
)
def test_fragments_rebuild_the_text_exactly_with_a_syllable_per_character(text):
    parts = fragments(text, check(text))
    assert "".join(p.text for p in parts) == text
    for part in parts:
        cjk = [ch for ch in part.text if "\u4e00" <= ch <= "\u9fff"]
        assert len(part.pinyin.split()) == len(cjk), part
    critiqued = [p for p in parts if p.critique != "none"]
    assert all(p.text in ("本狗",) and p.feedback for p in critiqued)


def test_pinyin_is_read_in_context():
    [sentence] = fragments("他长得很高。", [])
    assert sentence.pinyin == "tā zhǎng de hěn gāo"


# --- The rules added for picture descriptions: (text, the span flagged, words the feedback must name) ------

FLAGGED = [
    # likely typos: a character for a same-sounding one (major)
    ("我门在公园里玩。", "我门", ["门", "我们"]),
    ("他门在公圆里玩。", "公圆", ["圆", "公园"]),
    ("今天天汽很好，我们去公园。", "天汽", ["汽", "天气"]),
    ("她说在见，然后走了。", "在见", ["在", "再见"]),
    ("我很喜换这张照片。", "喜换", ["换", "喜欢"]),
    ("门旁边挂着一条白色的毛今。", "毛今", ["今", "毛巾"]),
    ("这里的空汽很新鲜。", "空汽", ["汽", "空气"]),
    ("那个时侯我在看书。", "时侯", ["侯", "时候"]),
    ("那是一作很高的塔。", "作", ["作", "座", "一座很高的塔"]),  # a measure word's homophone
    ("门口有两知小狗。", "知", ["知", "只", "两只小狗"]),
    ("他们都带着红色的领结。", "带", ["戴", "领结"]),
    # patterns added with the second blind set: 不 after what happened, places, a while, 又...又, 是 + maker
    ("我们去了公园，可是我不拍照片。", "不拍照片", ["去了", "没拍"]),
    ("他练习每个星期六。", "练习每个星期六", ["每个星期六练习"]),
    ("我常常看到瓢虫在春天。", "看到瓢虫在春天", ["春天看到瓢虫"]),
    ("我想喝红酒在这个房间里。", "喝红酒在这个房间里", ["在这个房间里喝红酒"]),
    ("我想坐一会儿在这些木板上。", "坐一会儿在这些木板上", ["在这些木板上坐一会儿"]),
    ("它有两只又大又圆耳朵。", "又大又圆耳朵", ["又大又圆的耳朵"]),
    ("这是一个很特别地方。", "很特别地方", ["很特别的地方"]),
    ("无花果是我最喜欢水果。", "最喜欢水果", ["最喜欢的水果"]),
    ("这些都是我朋友做杯子。", "我朋友做杯子", ["我朋友做的杯子"]),
    ("最右边穿白衬衫年轻人在弹吉他。", "穿白衬衫年轻人", ["穿白衬衫的年轻人"]),
    ("后面是一座很高山。", "很高山", ["很高的山"]),
    ("旁边有几座高高铁塔。", "高高铁塔", ["高高的铁塔"]),
    ("站在妈妈前面小袋鼠低着头。", "站在妈妈前面小袋鼠", ["站在妈妈前面的小袋鼠"]),
    ("他的相机和我地相机一样。", "我地相机", ["我的相机"]),
    ("咖啡很香，我想慢慢得喝。", "慢慢得喝", ["慢慢地喝"]),
    ("它在认真的找吃的。", "认真的找", ["认真地找"]),
    ("红色地碗放在地上。", "红色地碗", ["红色的碗"]),
    # 的 / 地 / 得
    ("小狗跑的很快，它想找主人。", "跑的很快", ["跑的很快", "跑得很快"]),
    ("这张照片拍的很好。", "拍的很好", ["拍的很好", "拍得很好"]),
    ("她高兴的说：“你好！”", "高兴的说", ["高兴的说", "高兴地说"]),
    ("老人慢慢的走过来。", "慢慢的走", ["慢慢的走", "慢慢地走"]),
    ("我得书在桌子上。", "我得书", ["我得书", "我的书"]),
    ("蓝色地天空很美。", "蓝色地天空", ["蓝色地天空", "蓝色的天空"]),
    ("我觉的这张照片很好看。", "觉的", ["觉的", "觉得"]),
    # 很是 + adjective, and 是 before 很 + adjective
    ("她很是漂亮。", "很是漂亮", ["很是漂亮", "很漂亮"]),
    ("今天的天很是蓝。", "很是蓝", ["很是蓝", "很蓝"]),
    ("这只狗是很可爱。", "是很可爱", ["是很可爱", "很可爱"]),
    # 了 after 没
    ("我没去了。", "没去了", ["没去了", "没去"]),
    ("他没有看见了。", "没有看见了", ["没有看见了", "没有看见"]),
    ("昨天我没有去了公园。", "没有去了", ["没有去了公园", "没有去公园"]),
    ("那只鸟没有飞走了。", "没有飞走了", ["没有飞走了", "没有飞走"]),
    # 不 for a completed past event
    ("昨天我不去学校。", "不去", ["昨天", "不去", "没去"]),
    ("上个星期我不看电影。", "不看", ["上个星期", "不看", "没看"]),
    ("昨天下雨了，所以我们不去公园。", "不去", ["昨天", "不去", "没去"]),
    # time or place after the verb
    ("我吃饭在饭馆。", "吃饭在饭馆", ["吃饭在饭馆", "在饭馆吃饭"]),
    ("他们玩在公园里。", "玩在公园里", ["玩在公园里", "在公园里玩"]),
    ("我去学校明天。", "去学校明天", ["去学校明天", "明天去学校"]),
    ("小狗等主人在门口。", "等主人在门口", ["等主人在门口", "在门口等主人"]),
    ("我们见面在下午。", "见面在下午", ["见面在下午", "下午见面"]),
    ("两只小狗坐着在门口。", "坐着在门口", ["坐着在门口", "在门口坐着"]),
    # a missing 的
    ("桌子上有很漂亮花。", "很漂亮花", ["很漂亮花", "很漂亮的花"]),
    ("他们住在一个非常大房子里。", "非常大房子", ["非常大房子", "非常大的房子"]),
    ("穿红衣服女孩在跳舞。", "穿红衣服女孩", ["穿红衣服女孩", "穿红衣服的女孩"]),
    ("挂在墙上钟很漂亮。", "挂在墙上钟", ["挂在墙上钟", "挂在墙上的钟"]),
    ("它有长长耳朵。", "长长耳朵", ["长长耳朵", "长长的耳朵"]),
    ("我最喜欢颜色是蓝色。", "最喜欢颜色", ["最喜欢颜色", "最喜欢的颜色"]),
    ("我看到一个很高兴女孩。", "很高兴女孩", ["很高兴的女孩"]),  # a person CC-CEDICT gives no measure word
    ("有一个特别可爱小狗。", "特别可爱小狗", ["特别可爱的小狗"]),
    ("拿着花女孩很漂亮。", "拿着花女孩", ["拿着花的女孩"]),  # jieba's 拿 + 着
    ("站在门口小狗很可爱。", "站在门口小狗", ["站在门口的小狗"]),
    ("骑自行车男孩很快乐。", "骑自行车男孩", ["骑自行车的男孩"]),
    # a missing measure word, and a wrong one for nouns of HSK 3-4 and curated ones
    ("我看到两狗在草地上。", "两狗", ["两只狗"]),
    ("桌子上有三书。", "三书", ["三本书"]),
    ("我家有两白猫和一黑狗。", "两白猫", ["两只白猫"]),
    ("他有两孩子。", "两孩子", ["两个孩子"]),
    ("草地上有五马。", "五马", ["五匹马"]),
    ("我看到一件帽子。", "件帽子", ["一顶帽子"]),
    ("那边有一只山。", "只山", ["一座山"]),
    ("一座大熊猫在睡觉。", "座大熊猫", ["一只大熊猫"]),
    ("我看见一张很大的狗。", "张很大的狗", ["一只很大的狗"]),
    ("两只马在吃草。", "只马", ["两匹马"]),
    ("一位狗在门口。", "位狗", ["一只狗"]),
    # listed slips between same-sounding characters
    ("他的眼晴很大。", "眼晴", ["晴", "眼睛"]),
    ("孩子门在玩。", "孩子门", ["孩子们"]),
    ("他己经走了。", "己经", ["已经"]),
    ("这个坐位是我的。", "坐位", ["座位"]),
    ("妈妈在作饭。", "作饭", ["做饭"]),
    ("天空很睛朗。", "睛朗", ["晴朗"]),
    ("他带着一顶帽子。", "带", ["戴", "戴着"]),
    ("她带着黑色的眼镜。", "带", ["戴"]),
    # time and place after the verb
    ("老人们下棋在公园里。", "下棋在公园里", ["在公园里下棋"]),
    ("鸭子游泳在湖里。", "游泳在湖里", ["在湖里游泳"]),
    ("我们爬山周末。", "爬山周末", ["周末爬山"]),
    # --- added for recall (each shape's negative cases close LEFT_ALONE) ---
    # typos: a word of the pictures, a stretch jieba joined to the word before, a lone character
    ("山上有一座白色的城宝。", "城宝", ["宝", "城堡"]),
    ("中间有一个白色的火剑。", "火剑", ["剑", "火箭"]),
    ("那天天汽很冷。", "天汽", ["汽", "天气"]),
    ("秋天的天气很凉块。", "块", ["块", "凉快"]),
    ("天空很篮。", "篮", ["篮", "蓝", "很蓝"]),
    ("周围都是白色的务。", "务", ["务", "雾"]),
    ("胡上有一座长长的桥。", "胡", ["胡", "湖", "湖上"]),
    ("这为女宇航员穿着橙色的衣服。", "为", ["为", "位", "这位女宇航员"]),
    # measure words: nouns of the pictures, compounds, 位 for a thing, modifiers with 的
    ("湖上有一条小岛。", "条小岛", ["岛", "一座小岛"]),
    ("鼓的右边有一只电吉他。", "只电吉他", ["吉他", "一把电吉他"]),
    ("这是一位猫的脸。", "位猫的脸", ["not 位", "一张猫的脸"]),
    ("这本古代的建筑很高。", "本古代的建筑", ["这座古代的建筑"]),
    ("墙上挂着一把白色的大钟。", "把白色的大钟", ["钟", "not 把"]),
    ("这是一只橙色的花。", "只橙色的花", ["一朵橙色的花"]),
    # 了 after 没, where jieba joins the words
    ("主人没洗了刷子。", "没洗了", ["没洗刷子", "没洗了刷子"]),
    ("我家的猫今天早上没吃了饭。", "没吃了", ["没吃饭"]),
    ("我没见过了这么大的雾。", "没见过了", ["没见过这么大的雾"]),
    ("火箭还没飞上天了。", "没飞上天了", ["没飞上天"]),
    ("他一直没有走了。", "没有走了", ["没有走"]),
    # 不 for a past event
    ("今天早上我不吃早饭，现在我饿了。", "不吃", ["今天早上", "没吃"]),
    ("听说她上个星期回来了，可是那天我不看新闻。", "不看", ["那天", "没看"]),
    ("上个星期我找了很久，但是不找到瓢虫。", "不找到", ["没找到"]),
    ("昨天风太小，我们不放风筝。", "不放风筝", ["没放风筝"]),
    ("今天早上出门的时候我不带伞，所以衣服都湿了。", "不带", ["没带"]),
    # 是很 + a negated adjective
    ("今天的天气是很不好。", "是很不好", ["很不好"]),
    # 的 / 地 / 得
    ("几个人正在用力的打鼓。", "用力的打", ["用力地打"]),
    ("他认真得指挥着大家。", "认真得指挥", ["认真地指挥"]),
    ("它们得羽毛是棕红色的。", "它们得羽毛", ["它们的羽毛"]),
    ("大骆驼地背上有两个驼峰。", "骆驼地背上", ["骆驼的背上"]),
    ("他穿着一件很厚得大衣。", "厚得大衣", ["厚的大衣"]),
    ("湖水平静的像一面镜子。", "平静的像", ["平静得像"]),
    ("草地上的蒲公英多的数不清。", "多的数不清", ["多得数不清"]),
    ("它长的跟大熊猫一点儿也不像。", "长的跟", ["长得跟"]),
    ("我们的风筝飞地很高。", "飞地很高", ["飞得很高"]),
    # a missing 的
    ("这是一个很有名城堡。", "很有名城堡", ["很有名的城堡"]),
    ("它有一张又黑又长嘴。", "又黑又长嘴", ["又黑又长的嘴"]),
    ("躺在草地上那匹小马是棕色的。", "躺在草地上那匹小马", ["躺在草地上的那匹小马"]),
    ("那是我爸爸去年送我钟。", "送我钟", ["送我的钟"]),
    ("这是我去年在动物园看到企鹅。", "看到企鹅", ["看到的企鹅"]),
    # the time or place after the verb
    ("我买了一个新相机上个月。", "买了一个新相机上个月", ["上个月买了一个新相机"]),
    ("这个火箭要飞上天今天晚上。", "飞上天今天晚上", ["今天晚上飞上天"]),
    ("他每天练习吉他在房间里。", "练习吉他在房间里", ["在房间里练习吉他"]),
    # shapes added with the fourth blind set: wider objects and places, 不 + a result, carried subjects ...
    ("我们买了很多新鲜的水果在超市。", "买了很多新鲜的水果在超市", ["在超市买了很多新鲜的水果"]),
    ("去年我参观了一个很大的博物馆在上海。", "参观了一个很大的博物馆在上海", ["在上海参观"]),
    ("我想喝一杯咖啡在那个小店里。", "喝一杯咖啡在那个小店里", ["在那个小店里喝一杯咖啡"]),
    ("我常常打球在家附近的公园里。", "打球在家附近的公园里", ["在家附近的公园里打球"]),
    ("我们的飞机会起飞明天早上。", "起飞明天早上", ["明天早上起飞"]),
    ("他们参观了这个公园上个星期。", "参观了这个公园上个星期", ["上个星期参观了这个公园"]),
    ("我们吃饭在一个很热的晚上。", "吃饭在一个很热的晚上", ["在一个很热的晚上吃饭"]),
    ("两天前我们爬山，不爬到山顶。", "不爬到", ["两天前", "没爬到"]),
    ("那天我们很累，我们不走到湖边。", "不走到", ["没走到"]),
    ("今天早上下雪了，我不穿大衣，手都冷了。", "不穿", ["没穿"]),
    ("小猫跟在妈妈后面，跑的很快。", "跑的很快", ["跑得很快"]),
    ("它咬着一根骨头，咬的很紧。", "咬的很紧", ["咬得很紧"]),
    ("金色地阳光照在湖面上。", "金色地阳光", ["金色的阳光"]),
    ("这是我最喜欢地一件衣服。", "喜欢地一件", ["喜欢的一件"]),
    ("湖水是很平静，没有风。", "是很平静", ["很平静"]),
    ("人太多了，所以我们没上去了。", "没上去了", ["没上去"]),
    ("我的猫好几天都没吃了饭。", "没吃了", ["没吃饭"]),
    ("站在左边猫鼬在吃东西。", "站在左边猫鼬", ["站在左边的猫鼬"]),
    ("那里有一只走到门口小狗。", "走到门口小狗", ["走到门口的小狗"]),
    ("他穿衣服是蓝色的。", "他穿衣服", ["他穿的衣服"]),
    ("盒子里有很多钓鱼用绳子。", "钓鱼用绳子", ["钓鱼用的绳子"]),
    ("这是我们上次野餐地方。", "野餐地方", ["野餐的地方"]),
    ("树上有五个鸟。", "个鸟", ["只", "五只鸟"]),
    ("天上有一个云。", "个云", ["一朵云"]),
    ("它张开两小小的翅膀。", "两小小的翅膀", ["两只小小的翅膀"]),
    ("我们再公园里放风筝。", "再公园里", ["再", "在公园里"]),
    ("演员们站在午台上唱歌。", "午台", ["午", "舞台"]),
    ("我想去看埃及的金子塔。", "金子塔", ["子", "金字塔"]),
    # patterns added with the fifth blind set: 很 + a noun, 是 + a bare adjective, 不...过, 的/得/地 closing
    ("我爸爸很工程师，每天都很忙。", "很工程师", ["是工程师"]),
    ("他们俩很好同学。", "很好同学", ["是好同学"]),
    ("我们是非常好朋友。", "非常好朋友", ["非常好的朋友"]),
    ("那座山是高大，上面有雪。", "是高大", ["很高大"]),
    ("我从来不吃过这种水果。", "不吃过", ["没吃过"]),
    ("我还不去过北京。", "不去过", ["没去过"]),
    ("小时候我不学会骑自行车。", "不学会", ["小时候", "没学会"]),
    ("上个月我不睡好，每天都很累。", "不睡好", ["没睡好"]),
    ("他不吃完饭就出去玩了。", "不吃完", ["没吃完"]),
    ("它的耳朵是粉红色得。", "粉红色得", ["粉红色的"]),
    ("她把头发梳得平平地。", "平平地", ["平平的"]),
    ("门口有一棵高高得树。", "高高得树", ["高高的树"]),
    ("院子里有很漂亮得花。", "很漂亮得花", ["很漂亮的花"]),
    ("小狗的腿很短，但是跑的很快。", "跑的很快", ["跑得很快"]),
    ("一只蜗牛慢慢得往前爬。", "慢慢得往前爬", ["慢慢地往前"]),
    ("孩子们跳舞在草地上。", "跳舞在草地上", ["在草地上跳舞"]),
    ("他们唱歌在那样的地方。", "唱歌在那样的地方", ["在那样的地方唱歌"]),
    ("我看过这部电影三年前。", "看过这部电影三年前", ["三年前看过这部电影"]),
    ("河边有三个正在钓鱼老人。", "正在钓鱼老人", ["正在钓鱼的老人"]),
    ("沙发上有一只伸出舌头小狗。", "伸出舌头小狗", ["伸出舌头的小狗"]),
    ("坐在门口老人在看报纸。", "坐在门口老人", ["坐在门口的老人"]),
    ("这些是做饭用锅。", "做饭用锅", ["做饭用的锅"]),
    ("它有一条又短又粗尾巴。", "又短又粗尾巴", ["又短又粗的尾巴"]),
    # patterns added with the sixth blind set: 是 + one character, a place or the weather; 很 + what a thing or day
    # is; 不 with a result after 还/所以 or with 过; 的 after a verb of moving, 用来 + activity, a doubled adjective
    # jieba splits; the place after an adjective; 开始 + a time; 没 + verb + 了 + a described object; typos
    ("大象的鼻子是长，所以能喝到水。", "是长", ["很长"]),
    ("湖边是安静，没有人。", "是安静", ["很安静"]),
    ("天气是热，我们去游泳吧。", "是热", ["很热"]),
    ("这很一只狗，不是猫。", "很一只", ["是一只"]),
    ("昨天很阴天，没有太阳。", "很阴天", ["是阴天"]),
    ("我找了半天，可是还不看见他的钥匙。", "不看见", ["没看见"]),
    ("我们来晚了，所以不看到日出。", "不看到", ["没看到"]),
    ("他们一直不找到出口。", "不找到", ["没找到"]),
    ("他说上周不看到那只鸟。", "不看到", ["没看到"]),
    ("我从来不骑过马。", "不骑过", ["没骑过"]),
    ("他还不骑过骆驼。", "不骑过", ["没骑过"]),
    ("刚才我不听到你说话，后来才听到。", "不听到", ["没听到"]),
    ("她有很长头发。", "很长头发", ["很长的头发"]),
    ("这是一个用来跑步地方。", "用来跑步地方", ["用来跑步的地方"]),
    ("它有一条长长尾巴。", "长长尾巴", ["长长的尾巴"]),
    ("在树上跳小鸟很可爱。", "在树上跳小鸟", ["在树上跳的小鸟"]),
    ("我看到一个在湖边钓鱼老人。", "在湖边钓鱼老人", ["在湖边钓鱼的老人"]),
    ("树上有很多正在唱歌鸟。", "正在唱歌鸟", ["正在唱歌的鸟"]),
    ("站在门口小狗耳朵很长。", "站在门口小狗", ["站在门口的小狗"]),
    ("他们经常唱歌在公园里。", "唱歌在公园里", ["在公园里唱歌"]),
    ("小狗们睡觉在干净的地毯上。", "睡觉在干净的地毯上", ["在干净的地毯上睡觉"]),
    ("晚会结束晚上十点。", "结束晚上十点", ["晚上十点结束"]),
    ("我没吃了最后的蛋糕。", "没吃了", ["没吃最后的蛋糕"]),
    ("他座在椅子上看书。", "座在", ["坐", "坐在"]),
    ("山上有一件古代建筑。", "件古代建筑", ["座"]),
    ("这是一本彩色照片。", "本彩色照片", ["张"]),
    # patterns added with the seventh blind set: 了 before a direction or after 给 and jieba's 关了灯; 不 for a result
    # in a text told in the past, after a try told with 了, or with 过 jieba joins; 得 after 很 + an adjective of how,
    # 地/的 before a doubled adjective closing the clause, 地 between parts of the body; 很 + whose, 很 + 一种, 这个 +
    # noun + 是 + 美; 的 after 这是 + someone + verb + 过 or before two nouns, after 又平又滑 and after 他旁边; a noun
    # jieba tags a verb after a measure word; 到了 + place + a time; 再 + noun + 的 + localiser, 那时后
    ("我没关了窗户，所以房间很冷。", "没关了", ["没关窗户"]),
    ("那只猫没跳了下来。", "没跳了", ["没跳下来"]),
    ("老师还没给了我们作业。", "没给了", ["没给我们作业"]),
    ("小时候我不放过风筝。", "不放过", ["没放过"]),
    ("上个月我们去了动物园。可是我们不看到熊猫。", "不看到", ["上个月", "没看到"]),
    ("上个星期六我去了书店。我不找到那本书。", "不找到", ["上个星期六", "没找到"]),
    ("我们数了很久，也不数清楚。", "不数清楚", ["数了", "没数清楚"]),
    ("他听了三遍，还是不听懂。", "不听懂", ["没听懂"]),
    ("小狗很快得跑过来。", "很快得跑过来", ["很快地跑过来"]),
    ("孩子们很安静得坐着。", "安静得坐", ["安静地坐"]),
    ("大骆驼身上地毛又长又乱。", "身上地毛", ["身上的毛"]),
    ("小猫躺地舒舒服服的。", "躺地舒舒服服的", ["躺得舒舒服服的"]),
    ("那棵树长的高高的。", "长的高高的", ["长得高高的"]),
    ("这本书很我的。", "很我的", ["是我的"]),
    ("那个男孩很我的同学。", "很我的同学", ["是我的同学"]),
    ("熊猫很一种可爱的动物。", "很一种", ["是一种"]),
    ("这座城市是美，我很喜欢。", "是美", ["很美"]),
    ("这是我们去年住过房子。", "我们去年住过房子", ["住过的房子"]),
    ("这是我妹妹买玩具小鸟。", "我妹妹买玩具小鸟", ["买的玩具小鸟"]),
    ("桌子上有一个又平又滑盘子。", "又平又滑盘子", ["又平又滑的盘子"]),
    ("他后面人拿着一面旗子。", "他后面人", ["他后面的人"]),
    ("那张花很漂亮。", "张花", ["那朵花"]),
    ("树上有一头小鸟。", "头小鸟", ["一只小鸟"]),
    ("火车到了北京晚上十点。", "到了北京晚上十点", ["晚上十点到了北京"]),
    ("他把书放再桌子的上面。", "再桌子的上面", ["在桌子的上面"]),
    ("那时后我还很小。", "那时后", ["那时候"]),
    # round 5: 块/片 before a whole rigid object; 张 never counts a leaf
    ("很远的地方有一块大山。", "块大山", ["一座大山"]),
    ("他在弹一块吉他。", "块吉他", ["一把吉他"]),
    ("右边有一片石头桌子。", "片石头桌子", ["一张石头桌子"]),
    ("他送我一块车。", "块车", ["一辆车"]),
    ("右边有一张大叶子。", "张大叶子", ["一片大叶子"]),
    # a pronoun owning a thing after a verb of liking or seeing; AABB + noun; what someone made after 吃/喝/穿; a
    # placed phrase opening the clause before a noun and 是
    ("我很喜欢他们音乐。", "他们音乐", ["他们的音乐"]),
    ("我爱听她声音。", "她声音", ["她的声音"]),
    ("我看到了他们房子。", "他们房子", ["他们的房子"]),
    ("叶子上有很多大大小小水珠。", "大大小小水珠", ["大大小小的水珠"]),
    ("有很多高高低低房子。", "高高低低房子", ["高高低低的房子"]),
    ("他穿着干干净净衣服。", "干干净净衣服", ["干干净净的衣服"]),
    ("我最喜欢喝妈妈煮咖啡。", "妈妈煮咖啡", ["妈妈煮的咖啡"]),
    ("我吃奶奶做菜。", "奶奶做菜", ["奶奶做的菜"]),
    ("他穿姐姐买衣服。", "姐姐买衣服", ["姐姐买的衣服"]),
    ("站在中间男人头发是白色的。", "站在中间男人", ["站在中间的男人"]),
    ("坐在左边女孩衣服是红色的。", "坐在左边女孩", ["坐在左边的女孩"]),
    # 都 before 是很 + adjective; 这里/那里 + 是 + a bare adjective
    ("山上的房子都是很古老，最高的地方有一座塔。", "是很古老", ["很古老"]),
    ("孩子们都是很开心。", "是很开心", ["很开心"]),
    ("这里是安静，水也很平静。", "是安静", ["很安静"]),
    ("那里是热闹。", "是热闹", ["很热闹"]),
    # 没 + a verb of direction + 了
    ("人太多了，我们没有上去了。", "没有上去了", ["没有上去"]),
    ("小猫没有下来了。", "没有下来了", ["没有下来"]),
    # a colour + 地 + 大/小 + noun; an adjective + 的 + 向/朝/往 before the verb
    ("墙上挂着一个白色地大钟。", "白色地大钟", ["白色的大钟"]),
    ("一只黑色地小狗在跑。", "黑色地小狗", ["黑色的小狗"]),
    ("一只企鹅高兴的向我们走过来。", "高兴的向", ["高兴地向"]),
    ("小狗开心的朝我跑过来。", "开心的朝", ["开心地朝"]),
    ("他高兴的往家里走。", "高兴的往", ["高兴地往"]),
]

LEFT_ALONE = [
    # measure words: the adverbial 地 is no noun "ground" counted by the measure word before it
    "两只猫坐着，那只安静地看着窗外。",
    # typos: real words, free words that go together, a jieba word CC-CEDICT lacks
    "他的家门前有一条小河。",  # 门前 is a word: 我门 only when 门 stands alone
    "我在见朋友。",  # 在 + verb: only 在见 closing a clause is 再见
    "这块布长三尺，宽两尺。",  # 布 + 长: two free words, not 部长
    "货到了，请确认收货。",  # 收货 is a word jieba knows, rarer than 收获 but no typo
    "这条江很长。",  # 条 + 江: a measure word and its noun
    "他蒙着眼睛。",  # 他 + 蒙: no near sound where the words make sense
    "这期杂志很精彩。",  # 期 is a measure word of its own
    "我一看书就困。",
    # 的 / 地 / 得
    "他说的很对，我们应该早点出发。",  # what he said: 的 names it
    "她写的字很好看。",
    "我得走了，明天见。",  # 得 děi before a verb
    "他得了第一名。",
    "他跑得很快。",
    "慢慢地天黑了。",
    # 很是 / 是很
    "特别是那只猫，很可爱。",
    "维持一个人的声誉是很难的。",  # 是...的
    "她是很漂亮，可是不太友好。",  # a concession
    # 了 after 没
    "我好久没见他了。",  # "not for a while" takes 了
    "他三天没睡觉了。",
    "杯子里没有水了。",  # 没有 + noun: none left
    "没有了，都卖完了。",
    "已经没事了，你别担心。",
    "这个手机没用了。",
    "我没想到他来了。",  # 了 belongs to another clause
    "船没有人坐了。",
    # 不 with a past time word
    "昨天不冷，今天很冷。",  # an adjective
    "以前我不喜欢狗，现在很喜欢。",  # a state, and no past time word of an event
    "去年我们不是同学。",
    "昨天我不想去。",  # wanting
    "昨天他说明天不来。",  # a reported plan
    "昨天你为什么不来？",  # a question
    "去年我常常不吃早饭。",  # a habit
    # place and time after the verb
    "他把书放在桌子上。",
    "我住在北京。",
    "猫坐在椅子上。",
    "墙上挂着一幅画，画挂在墙上。",
    "我看见一只狗在门口。",  # a pivot: the dog is at the door
    "我有一个朋友在北京。",
    "他们的考试在明天。",
    "今天是星期一。",
    "我等到明天。",
    "我最喜欢秋天。",
    "小狗玩在一起。",
    "他笑着在门口等。",
    "我出生在北京。",
    # a missing 的
    "红色花很好看。",  # colour + noun
    "很多人在公园里。",  # 很多 + noun
    "天气很好天空很蓝。",  # the noun starts a clause of its own
    "他很喜欢狗。",  # 喜欢 takes an object
    "很快天就黑了。",
    "她很像妈妈。",
    "那个司机开车很小心。",  # 小心 is a word, not 小 + 心
    "猫坐在椅子上睡觉。",
    "我们慢慢地走到湖边。",
    # measure words: numbers that need none, 位 for any person, nouns said bare with numbers
    "两人在聊天，我们俩去了。",
    "我住在三楼，他是三年级的学生。",
    "两国人民是朋友，他一手拿着书。",
    "我们一家人去公园，一路上很开心。",
    "她是一位年轻的画家。",
    "那头熊猫在吃竹子。",
    "他的床边有一扇门，门口有一只小狗。",
    "这块布长三尺，宽两尺。",
    "我买了一棵白菜和一块蛋糕。",
    "她穿着一条红裙子，手里拿着一把花。",
    # slips: only on jieba's word boundaries, and 带 where it carries
    "我门口有一棵树。",
    "他带着帽子去学校。",
    "他带着孩子去公园。",
    "我想买一件带帽子的外套。",
    # a missing 的: a localiser's suffix
    "他站在门外头。",
    # ... and their negative cases
    "我带着手套去学校。",  # gloves may be carried
    "我们去了公园，可是我不喜欢那里。",  # a state, not an event
    "他每个星期六练习。",
    "我在这个房间里喝红酒。",
    "我想在这些木板上坐一会儿。",
    "苹果又大又圆。",
    "这个地方很特别。",
    "我最喜欢水果。",
    "这些杯子都是我朋友做的。",
    "穿白衬衫的年轻人在弹吉他。",
    "我们要好好利用时间。",
    # false alarms the third blind set showed
    "两只白色的大天鹅带着六只小天鹅。",
    "四个男人坐在舞台上表演。",
    "一个男人站在中间指挥。",
    "我觉得下雨以后的空气是最干净、最新鲜的。",
    "他高兴得跳起来。",
    "它在认真地找吃的。",
    # the negative cases of the shapes added for recall
    "攀山特别受年青人欢迎。",  # a variant jieba knows: no picture word's lower threshold
    "我们天天见面。",
    "天气很凉了。",
    "我很喜欢篮球。",
    "这个世界是灿烂的吗？",  # a particle is no typo (的吗 is no 的马)
    "胡老师很好。",
    "小猫头上和背上有一些灰黑色的毛。",  # 毛 máo, not 猫 māo
    "这为我们提供了很多帮助。",
    "湖上有一座小岛，墙上挂着一个白色的大钟。",
    "鼓的右边有一把电吉他。",
    "这本书比那本有意思。",  # 有意思 is no compound of 意思
    "她今天穿着一件红裙子，我有两条建议。",
    "她一晚上一句话都没说，这一现象很常见。",
    "两国人民交往很多。",
    "主人没洗刷子。",
    "我从来没见过这么大的雾。",
    "他一直没有走。",
    "今天早上我不去学校，明天去。",
    "今天早上我不吃早饭了，所以现在很饿。",  # 了: a change of mind
    "听说他明天来，可是我不去。",
    "天气很不好。",
    "我得眼睛检查一下。",  # 得 děi "must"
    "她高兴得跳了起来。",
    "湖水很平静，像一面镜子。",
    "这块飞地很小。",
    "这是我们今天在学校做作业。",  # may be a caption: "us doing homework"
    "那是我妈妈给我买衣服。",
    "这是我第一次在北京看到雪。",
    "我等了他一个下午，我们玩了一个晚上。",
    "我上个月买了一个新相机。",
    "他每天在房间里练习吉他。",
    # ... and the correct Chinese beside them
    "我喜欢吃在家做的饭。",
    "他买了一个放在桌子上的杯子。",
    "我们的飞机明天早上起飞。",
    "我出生在一个很冷的早上。",
    "这件事发生在去年夏天。",
    "他们住在家旁边的小楼里。",
    "两年前我不吃肉，现在什么都吃。",  # a habit of years ago
    "不找到钥匙，我就不回家。",  # "unless"
    "今天早上我不上班，放假了。",
    "三年前我不认识他。",
    "上个星期我不在北京。",
    "我说他说的很对。",  # what he said
    "他们来了，来的很多是学生。",
    "他们高兴地一起跳舞。",
    "他不停地一遍一遍地说。",
    "这个问题是很复杂的。",
    "我们好几天没见了。",
    "我穿衣服是为了保暖。",
    "她穿衣服很讲究。",
    "很多人画画用刷子。",
    "这是我们睡觉的地方。",
    "一只鸟飞到树上去了。",
    "他一个人走到门口。",
    "这个狗很可爱。",  # 个 after a demonstrative is said loosely
    "我有两个眼睛一个鼻子。",
    "一开始我没看出来，后来才知道。",
    "我看到一个花瓶。",
    "我们明天再来，你再看看桌子上。",
    "在阳光下，它的翅膀看得很清楚。",
    # ... and what the rules of the fifth blind set leave alone
    "他很绅士，也很男人。",  # person nouns said as adjectives
    "这个故事很动人。",
    "他们是很好的朋友。",
    "我很想念老师。",
    "他可能是摄影师。",
    "这个房间是干净，就是有点小。",  # 是 grants it before "but"
    "这只猫是可爱，可是太调皮了。",
    "他的特点是安静。",  # a topic's value
    "最重要的是安全。",
    "这是当然。",
    "山是绿，水是蓝。",
    "它的毛是灰色。",
    "那只狗是聪明，还是笨？",
    "我是昨天来的。",  # 是...的
    "河水是清澈的。",
    "小时候我不吃青菜。",  # a habit of then
    "我从来不迟到。",
    "他不想过马路。",  # 过 the verb
    "我不愿意过这样的生活。",
    "我们不走过这座桥。",
    "他一点也不过分。",
    "人数不超过二十个。",
    "不看完这本书我就不睡觉。",  # "unless"
    "他不等我说完就走了。",
    "他还不到十分钟就跑完了。",
    "慢慢地，天黑了。",
    "慢慢地人们都走了。",
    "我们是慢慢地、一步一步地走上去的。",
    "他饿得肚子疼。",
    "他冷得手都僵了。",
    "她站得直直的。",
    "他们的表演在晚上八点。",  # 表演, a noun
    "这场表演在舞台上进行。",
    "我们三年前去过长城。",
    "他去世三天前还在工作。",
    "我上次去北京是两年前。",
    "这里有两只正在吃草的羊。",
    "三只小猫在睡觉。",
    "门口有一只看门狗。",
    "一个跑步运动员站在门口。",
    "我们画画用刷子。",
    # the sixth blind set's patterns, said right: 是 granting, stressed or with 的; 很 + adjectives jieba tags names;
    # 不 for refusals, habits, wishes, abilities; 的 left out where the noun is a subject or an object
    "他的个子是高，可是跑得不快。",  # concessive 是
    "山是高，水是深，风景很美。",  # a parallel of one-character clauses
    "衣服是新，鞋子是旧。",
    "它的身体是很胖的。",
    "广场上是一群鸽子。",  # 是 + a noun
    "我心里是高兴，就是不好意思说。",  # a feeling, stressed
    "湖水是蓝蓝的。",
    "今天的天气是晴天。",
    "这里很安静。",  # jieba tags 安静 a name
    "这里很轻松。",  # 轻松 is an adjective, not 轻 + 松 "pine"
    "这里真湿！",  # 真 + adjective is no typo for 真实
    "这很一般，没什么特别的。",
    "这很中国，也很传统。",  # nouns said as adjectives
    "他很阳光，大家都喜欢他。",
    "这很像一座城堡。",
    "我还不知道他的名字。",
    "他还不能看到这些照片。",  # a modal
    "不找到他，我就不回家。",  # "unless"
    "你怎么还不找到他？",  # a question
    "天黑了，所以不去公园了。",  # a change of plan
    "下雨了，所以我们不出去。",
    "他一直不吃肉。",  # a habit
    "他一直不想看到那张照片。",
    "我们不走过这座桥就到不了那边。",  # 过 "across"
    "他假装不看见我。",
    "希望明天不遇到坏天气。",
    "为了不听到噪音，他戴上了耳机。",
    "他说明天不去拍照。",  # a decision reported
    "企鹅不会飞。",
    "它一动也不动。",
    "我以前不知道小熊猫是这个样子的。",
    "它头上的毛很厚。",
    "这些刷子用来画画，那些用来写字。",
    "站在中间，小马个子很小。",
    "它的尾巴长长的。",
    "我最喜欢在湖里游泳。",
    "他们在河边钓鱼，孩子们在旁边玩。",
    "我在家照顾老人。",
    "树上有很多鸟正在唱歌。",
    "他们的表演在小酒吧里。",  # 表演, a noun
    "他们常常在平静的湖上划船。",
    "我们从明天开始。",
    "他没穿外套，有点冷。",
    "北京的那座在山上。",  # 那座: a measure word after a demonstrative
    "她穿着一件古代衣服。",
    # the seventh blind set's patterns, said right: 了 after the verb where 没 does not reach it; 不 for what is always
    # so, a purpose, a pretence, a double negation or "cannot" (找不到); 得 "must" after a feeling or with 了, a word of
    # its own (得到); 地 "ground" after a verb of thinking; 是 granting; 的 said; a place said of itself (我前面人很多)
    "他没给我打电话，我给了他一本书。",
    "门没关，猫跑了进来。",
    "她没说话，走了过去。",
    "他从来不放过任何机会。",
    "我不想错过这次机会。",
    "上个月我去了北京。北京的冬天不下雪。",
    "上周我们去了动物园。动物园里的老虎不吃草。",
    "昨天我去了公园。为了不听到噪音，我戴上了耳机。",
    "昨天我去了公园。他假装不看见我。",
    "上个星期我买了一本书。老师说这本书不看完不行。",
    "昨天我找了很久，可是找不到钥匙。",
    "昨天我们去了湖边，我们钓了半天，也钓不到鱼。",
    "我看了三遍，不看懂就不睡觉。",
    "我叫了他好几次，他都不回答。",
    "天黑了，我们很快得回家。",
    "他很快得到了大家的帮助。",
    "我们还有很多得做。",
    "我觉得地软软的。",
    "下过雨以后，地湿湿的。",
    "书放得整整齐齐的。",
    "这个地方很美。",
    "这个地方是美，就是有点远。",
    "这个问题是难，但是我们能解决。",
    "这个地方是我的老家。",
    "他对我很好，我们是好朋友。",
    "这是我们第一次坐过山车。",
    "这是我妹妹，她买了玩具。",
    "这是我妹妹买的玩具小鸟。",
    "孩子们又唱又跳，很开心。",
    "这条路又平又直。",
    "我前面人很多。",
    "他旁边有一只狗。",
    "他旁边的人拿着一个乐器。",
    "这张画是我画的。",
    "一张画很漂亮。",
    "我们到了下午五点才走。",
    "他到了北京以后给我打电话。",
    "这时后面来了一辆车。",
    "我想再画一张画。",
    "我们再去一次吧。",
    # false alarms of earlier rounds on the translation references: "cannot" after a past event, a verb both noun and
    # verb with 了 after a doubled adjective
    "我找了一上午眼镜，但我还是找不到。",
    "他慢慢习惯了北京的生活。",
    # round 5: pieces of a substance, flat things and food (一块毛巾, 一片心); a pronoun with a person, a group, a
    # verb or two objects; AABB before a verb; 看/帮 + someone doing; 也 granting; 这里 naming a place
    "我家门口有一块石头，很大。",
    "他拿着一块毛巾。",
    "桌子上有一块蛋糕和一片面包。",
    "我吃了一块鱼。",
    "他买了一块手表。",
    "他有一片好心。",
    "我在一块大石头上坐着。",
    "我很喜欢我们学校。",
    "老师送他们礼物。",
    "我去看他们表演。",
    "我很想我妈妈。",
    "他告诉我们答案。",
    "我们去他们家。",
    "我爱我们老师。",
    "我喜欢他们，音乐也好听。",
    "他高高兴兴回家了。",
    "我们干干净净地过年。",
    "大大小小的船。",
    "我帮妈妈做饭。",
    "我看妈妈画画。",
    "我让妈妈煮咖啡。",
    "他们用奶奶做饭。",
    "站在中间，男人头发是白色的。",
    "他们也是很开心。",
    "这些都是很好。",
    "房子都是很古老的。",
    "这里是安全的。",
    "这里是北京。",
    "这里是安静，可是有点冷。",
    "我们在这里是安静。",
    "他好久没回来了。",
    "我们在白色地上写字。",
    "一朵漂亮的向日葵。",
    "那个高兴的孩子向我们走过来。",
    "这是最安静的朝代。",
]


@pytest.mark.parametrize(("text", "span", "named"), FLAGGED)
def test_each_rule_flags_its_pattern_and_names_the_chinese(text, span, named):
    findings = check(text)
    found = [f for f in findings if text.find(span) < f.end and f.start < text.find(span) + len(span)]
    assert found, findings
    assert all(word in found[0].feedback for word in named), found[0].feedback
    assert found[0].critique == ("major" if "typo" in found[0].feedback else "minor")


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_correct_chinese_is_left_alone(text):
    assert flagged(text) == []


def test_findings_never_overlap_and_fragments_rebuild_the_text():
    text = "我门在公圆里玩的很开心。昨天我不去学校，她很是漂亮！我没去了。我吃饭在饭馆。"
    findings = check(text)
    assert len(findings) >= 5
    assert all(a.end <= b.start for a, b in zip(findings, findings[1:], strict=False))
    parts = fragments(text, findings)
    assert "".join(p.text for p in parts) == text
    assert sum(p.critique != "none" for p in parts) == len(findings)


def _correct_texts() -> list[str]:
    pictures = json.loads(PICTURES.read_text(encoding="utf-8"))
    return [s.chinese for s in load_sentences()] + [p["description_zh"] for p in pictures]


def test_no_rule_flags_the_correct_corpus():
    """The ~5,000 correct sentences and every picture's description: a false alarm tells a learner that
    correct Chinese is wrong."""
    texts = _correct_texts()
    assert len(texts) > 5000
    alarms = [(rule.__name__, text) for text in texts for rule in RULES for _ in rule(text)]
    assert alarms == []


def test_listed_slips_are_no_words():
    from chinese_app.chinese.dictionary import is_word
    from chinese_app.chinese.segment import tokenizer
    from chinese_app.evaluation.describe_typos import WORD_SLIPS

    jieba = tokenizer()
    # no CC-CEDICT word, and in jieba's dictionary at most a misspelling 30 times rarer (自已 for 自己); 坐位,
    # an old variant jieba has 12 times rarer than 座位, is today's commonest slip for it
    freq = jieba.FREQ
    rare = [w for w, m in WORD_SLIPS.items() if is_word(w) or freq.get(w, 0) * 30 > freq.get(m, 0)]
    assert rare == ["坐位"]
    assert all(len(w) == len(m) and sum(a != b for a, b in zip(w, m, strict=True)) == 1 for w, m in WORD_SLIPS.items())


def test_finding_is_importable_from_the_checker():
    assert Finding(0, 1, "minor", "x").end == 1


# --- Relevance --------------------------------------------------------------------------------------------

DOGS = "两只棕色的小狗从木头房子的门口往外看。旁边挂着一条白色的毛巾。"
DOG_TAGS = ["狗", "门", "毛巾"]


@pytest.mark.parametrize(
    "text",
    [
        "我看到两只小狗。",  # 小狗 contains the tag 狗
        "门口有一只狗在等主人。",
        "有一条白色的毛巾。",  # a tag as written
        "这是一个木头房子。",  # a word of the reference description
        "狗很可爱。",
        "",  # nothing to judge
        "I see two dogs.",  # no Chinese content word: nothing to judge
    ],
)
def test_no_note_when_the_description_shares_a_word_with_the_picture(text):
    assert relevance_note(text, DOGS, DOG_TAGS) == ""


@pytest.mark.parametrize(
    "text",
    [
        "我今天去学校了，我的老师很好。",
        "我喜欢吃苹果和香蕉，也喜欢喝茶。",
        "天上有很多白云，太阳很大。",
    ],
)
def test_a_note_when_the_description_is_about_something_else(text):
    note = relevance_note(text, DOGS, DOG_TAGS)
    assert "something else" in note and "picture again" in note
    assert "狗" in note and "门" in note


def test_the_note_falls_back_to_the_reference_without_tags():
    note = relevance_note("我喜欢吃苹果。", DOGS, [])
    assert note and "小狗" in note
    assert relevance_note("我喜欢吃苹果。", "", []) == ""


# Round six: general rules, each with unseen variants it must flag and correct sentences it must leave alone.
@pytest.mark.parametrize(
    ("text", "span"),
    [
        # a clock time closing the clause after an event verb, 到 + a place, or any two-character verb
        ("他们出门晚上七点左右。", "出门晚上七点左右"),
        ("我们到车站下午三点。", "到车站下午三点"),
        ("电影放映晚上八点。", "放映晚上八点"),
        ("飞机起飞明天上午十点左右。", "起飞明天上午十点左右"),
        ("商店关门晚上九点。", "关门晚上九点"),
        ("我们出发早上七点钟。", "出发早上七点钟"),
        # 块 before a river or boat, a material + one-character noun, 国旗, a bare tree after 只
        ("山下有一块长长的河。", "块长长的河"),
        ("码头旁边有两块白色的船。", "块白色的船"),
        ("门口有一把木桌。", "把木桌"),
        ("一把石桌在树下面。", "把石桌"),
        ("几只树已经黄了。", "只树"),
        ("院子里有三只树都开花了。", "只树"),
        ("照片的左边有一根美国国旗。", "根美国国旗"),
        # 一X一X得 + verb, a one-character verb + 地 + a complement, owner + 得 + noun after 是
        ("工人们一层一层得盖房子。", "一层一层得盖"),
        ("孩子们一个一个得走进教室。", "一个一个得走"),
        ("她把头发梳地整整齐齐的。", "梳地整整齐齐的"),
        ("小狗跳地非常高。", "跳地非常高"),
        ("他跑地很快。", "跑地很快"),
        ("这是老师得汽车钥匙。", "老师得汽车"),
        # a measure word + V着 + object + creature; 是/很像 + person + V过 + noun
        ("那只叼着鱼小猫跑了。", "叼着鱼小猫"),
        ("两头低着头牛在吃草。", "低着头牛"),
        ("三只张着翅膀天鹅在湖上。", "张着翅膀天鹅"),
        ("这是我以前住过房子。", "住过房子"),
        ("它很像我以前养过小狗。", "养过小狗"),
        # 不 + a verb with its result after "at first"
        ("刚开始我不看见它，因为它的颜色跟后面的差不多。", "不看见"),
        ("起初我们不找到路。", "不找到"),
        ("刚才我不听见你说话。", "不听见"),
        ("一开始我们不找到那条小路。", "不找到"),
    ],
)
def test_round_six_general_rules_flag(text, span):
    assert any(span in found or found in span for found, _, _ in flagged(text)), flagged(text)


@pytest.mark.parametrize(
    "text",
    [
        "现在是晚上七点。",
        "我们约好晚上七点。",
        "我一直等到晚上七点。",
        "从家到学校早上七点。",
        "那天晚上七点，我们到了。",
        "比赛定在晚上七点。",
        "我们预约明天早上九点。",
        "会议推迟到下午三点。",
        "闹钟设为早上六点。",
        "他一直睡到中午十二点。",
        "他告诉我明天早上八点。",
        "一块石头在河边。",
        "他吃了一块鱼。",
        "桌上有一块毛巾。",
        "右边有一张石桌。",
        "左边有一面美国国旗。",
        "一块蛋糕放在桌子上。",
        "他买了一块手表。",
        "两只鸟还在树上。",
        "这块地还是绿色的。",
        "一只船在湖上。",
        "他们一次一次得到表扬。",
        "我得走了。",
        "弟弟得吃药。",
        "弟弟得了感冒。",
        "他扫地很累。",
        "他种地很辛苦。",
        "这里的草地绿绿的。",
        "这里的空地很大。",
        "当地很热。",
        "那两只低着头的母鸡好像在吃东西。",
        "一只小狗张着嘴。",
        "那只叼着鱼飞走了。",
        "那只低着头吃草。",
        "可是我去过长城。",
        "但是我去过长城。",
        "好像我见过这只猫。",
        "这是我去过最美的地方。",
        "长城是我去年去过的地方。",
        "我小时候骑过马。",
        "一开始我不知道。",
        "一开始我不喜欢它。",
        "一开始我看不见它。",
        "刚开始我不想去。",
        "一开始我不能看到它。",
        "一开始如果不看到它，就再等一会儿。",
        "刚开始的时候不要看他。",
    ],
)
def test_round_six_general_rules_leave_correct_chinese_alone(text):
    assert check(text) == [], flagged(text)


def test_landing_is_no_degree_complement():
    """落地 is "to land" (the ground is its object): 飞机落地很稳 is right; 风筝飞地很高 is still 飞得很高."""
    assert [f for f in check("飞机落地很稳，大家都鼓掌了。")] == []
    assert check("风筝飞地很高。")


# Round seven: rules widened through the dictionary and the curated lists, each with a variant it must flag and
# correct sentences it must leave alone.
@pytest.mark.parametrize(
    ("text", "span"),
    [
        # 得 between an animal CC-CEDICT counts with nothing (the curated 袋鼠: 只) and a part of its body
        ("大袋鼠得尾巴又粗又长。", "大袋鼠得尾巴"),
        # a colour + 地 + a noun counted by a measure word, before the noun's verb
        ("一只白色地小狗跑过来。", "白色地小狗"),
        ("一头黑白色地奶牛站在草地上。", "地奶牛"),
        # 是 + how or who + a verb + 地 closing the clause: 是 ... 的
        ("这张照片是在山上拍地。", "拍地"),
        ("这件衣服是妈妈做地。", "做地"),
        # 这/那是 + someone + a past time + a verb of making + its object
        ("这是我上个月拍照片。", "拍照片"),
        ("那是我去年买衣服。", "买衣服"),
        # after 这/那 + 是, a pronoun (and a person of the family) + a thing closing the clause
        ("这些都是我姐姐杯子。", "我姐姐杯子"),
        ("那是他们汽车。", "他们汽车"),
        # a verb of placement + 着, then someone + a verb + 过 + the thing
        ("桌子上放着我戴过帽子。", "戴过帽子"),
        ("床上放着他穿过衣服。", "穿过衣服"),
        # verb + 在 + place + an animal opening the clause, then a part of its body
        ("躺在草地上小狗眼睛闭着。", "草地上小狗"),
        # a measure word + a verb of moving or resting + 着 + the animal it counts
        ("我看到一只站着小狗。", "站着小狗"),
        ("这是一只头朝下站着小鸟。", "站着小鸟"),
        # a measure word before a noun + 的 + a head counted with nothing: the measure word counts the first noun
        ("这本照片的颜色有点儿旧。", "本照片"),
        # 块 before a whole tree
        ("院子里有一块大树。", "块大树"),
        # 不 + a result no one decides against (看清楚, 听清楚, 发现), whenever told
        ("我拍照的时候不看清楚时间。", "不看清楚"),
        ("我不听清楚老师的问题。", "不听清楚"),
        ("我第一次见到它的时候，不发现它的眼睛是黄色的。", "不发现"),
        ("他说得太快了，我不听懂。", "不听懂"),
        # 不 + a verb and its object that CC-CEDICT lists as an action, after a past time
        ("上个月我们坐车过了这座桥，但是不下车。", "不下车"),
        ("去年它不开花。", "不开花"),
        # 为 for a same-sounding character after a character rarely said alone
        ("周为都是高高的树。", "周为"),
        # a person, animal or thing + 是 + 又...又... closing the clause
        ("这个苹果是又大又红。", "是又大又红"),
        # an adjective of how + 得 + a verb + 着
        ("他仔细得看着那张照片。", "仔细得看着"),
        # a number and measure word, a maker or material, a verb of making and the thing counted
        ("我有一本妈妈买书。", "妈妈买书"),
        ("她住在一个木头做房子里。", "木头做房子"),
        # an activity told done with 了, then the time; a clock time after a habit (每天 ... 早上七点)
        ("我们去划船了去年夏天。", "划船了去年夏天"),
        ("他每天睡觉晚上十点。", "睡觉晚上十点"),
        # 跟在 + place + an animal jieba cuts from its 小 opening the clause
        ("跟在爸爸后面小狗很可爱。", "后面小狗"),
        # a character for one whose initial differs only by aspiration (旁 páng for 膀 bǎng)
        ("小鸟的翅旁是蓝色的。", "翅旁"),
    ],
)
def test_round_seven_widened_rules_flag(text, span):
    assert any(span in found or found in span for found, _, _ in flagged(text)), flagged(text)


@pytest.mark.parametrize(
    "text",
    [
        "小袋鼠得吃东西了。",
        "一朵橙色的花开在叶子前面。",
        "一只小猫在白色地板上睡觉。",
        "他们是在种地。",
        "他是倒在地上的。",
        "这是我今天拍照片的地方。",
        "这是我在公园拍照片。",
        "这是我昨天拍的照片。",
        "这些都是我妈妈朋友。",
        "那是我们学校。",
        "这是我们房间。",
        "这是我姐姐。",
        "墙上挂着我画过的画。",
        "坐在椅子上他头朝下。",
        "一只手拿着小鸟。",
        "一本书的颜色很好看。",
        "这张照片的颜色很旧。",
        "他拿着一块树皮。",
        "不看清楚就不要签字。",
        "你不看清楚怎么知道？",
        "为了不听见噪音，他关上了窗户。",
        "不发现问题，就不能解决问题。",
        "昨天我不放心。",
        "昨天他不生气。",
        "明天我们不下车。",
        "每周为大家做一次饭。",
        "它的耳朵是又大又圆的。",
        "它的身体是又大又圆，可是很可爱。",
        "小猫安静得睡着了。",
        "小狗高兴得跳着。",
        "一个人做菜。",
        "一只鸟做窝。",
        "一个朋友送礼物给我。",
        "到了晚上我们回家。",
        "我每天晚上十点睡觉。",
        "每天早上七点他喝咖啡。",
        "我吃了晚上剩下的饭。",
        "小骆驼跟在妈妈后面走。",
        "跟在后面的小骆驼很可爱。",
        "他铺好了床。",
        "他们在河边打鱼。",
        "一个大床上躺着小猫。",
        "他们是在挖地。",
        "去年我不抽烟。",
        "去年我不想念家。",
        "它的颜色很亮，很难不发现它。",
        "这个道理不易懂。",
        "这本书我不看懂就不还。",
        "床上放着他穿过的衣服。",
    ],
)
def test_round_seven_widened_rules_leave_correct_chinese_alone(text):
    assert check(text) == [], flagged(text)


# False alarms found on fresh sets (blind12, blind15): a noun and a localiser (碗上 "on the bowl"), a subject and
# its adverb (树只 "the trees only"), and a measure word counting the noun after a description (一只…的小鸟).
@pytest.mark.parametrize(
    "text",
    [
        "太阳照在碗上，所以旁边有一个黑黑的影子。",
        "远处的山和树只剩下黑黑的影子。",
        "树枝上站着一只头和背都是蓝色的小鸟。",
    ],
)
def test_correct_readings_beside_a_likelier_word_are_left_alone(text):
    assert check(text) == [], flagged(text)


@pytest.mark.parametrize(
    ("text", "span"),
    [("天上飞着一个风争，颜色很多。", "风争"), ("周为都是高高的树。", "周为"), ("门口有两张小狗。", "张小狗")],
)
def test_the_narrowed_rules_still_flag(text, span):
    assert any(text[f.start : f.end] == span for f in check(text)), flagged(text)
