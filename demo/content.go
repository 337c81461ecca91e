package demo

// What the demo's people are called, where they live and what they write.
// Names are plain ASCII so that emails can be made from them as they are.

var firstNames = []string{
	"Abigail", "Adaeze", "Aisha", "Alejandro", "Amara", "Andrew", "Angela", "Anthony", "Beatriz", "Benjamin",
	"Caleb", "Camila", "Carlos", "Catherine", "Chidi", "Chloe", "Daniel", "David", "Deborah", "Diego",
	"Elijah", "Elizabeth", "Emmanuel", "Esther", "Ethan", "Faith", "Gabriel", "Grace", "Hannah", "Isaac",
	"Isabella", "Jacob", "James", "Joanna", "John", "Jonathan", "Joseph", "Joy", "Judith", "Kwame",
	"Lydia", "Marcus", "Maria", "Mark", "Martha", "Mary", "Matthew", "Mercy", "Miriam", "Naomi",
	"Nathan", "Olivia", "Patience", "Paul", "Peter", "Priscilla", "Rachel", "Rebecca", "Ruth", "Samuel",
	"Sarah", "Simon", "Sofia", "Stephen", "Susanna", "Thomas", "Timothy", "Victoria", "Zoe", "Tobi",
}

var lastNames = []string{
	"Adeyemi", "Alvarez", "Anderson", "Asante", "Baker", "Banda", "Bennett", "Boateng", "Brooks", "Campbell",
	"Castillo", "Chen", "Clarke", "Cruz", "Davies", "Dlamini", "Edwards", "Evans", "Fernandes", "Flores",
	"Garcia", "Gonzalez", "Green", "Hall", "Harris", "Hughes", "Ibrahim", "Jackson", "Johnson", "Kamau",
	"Kim", "Lee", "Lopez", "Martin", "Mensah", "Mitchell", "Moore", "Morales", "Murphy", "Mwangi",
	"Nguyen", "Njoroge", "Nwosu", "Okafor", "Okonkwo", "Oliveira", "Owusu", "Park", "Patel", "Perez",
	"Phillips", "Ramirez", "Reyes", "Roberts", "Robinson", "Santos", "Silva", "Taylor", "Thompson", "Torres",
	"Walker", "Watson", "Williams", "Wilson", "Wright", "Young", "Zulu", "Mbeki",
}

var cities = []string{
	"Houston", "Atlanta", "Dallas", "Chicago", "Charlotte", "Nashville", "Orlando", "Phoenix", "Denver",
	"Columbus", "Toronto", "London", "Manchester", "Lagos", "Abuja", "Accra", "Kumasi", "Nairobi", "Kampala",
	"Johannesburg", "Cape Town", "Manila", "Singapore", "Seoul", "Sao Paulo", "Mexico City", "Bogota",
	"Sydney", "Auckland", "Dublin",
}

var streets = []string{
	"Maple Street", "Oak Avenue", "Cedar Lane", "Church Road", "Hillcrest Drive", "Park Avenue", "River Road",
	"Willow Way", "Elm Street", "Victoria Road", "Sunset Boulevard", "Garden Close",
}

var referrals = []string{
	"A friend from church", "My pastor", "Instagram", "My small group", "My sister did it last year",
	"Facebook", "A colleague", "Our women's fellowship",
}

// Members' posts by type. Milestone posts take the milestone's name.
var (
	encouragements = []string{
		"Day by day, chapter by chapter. We've got this, everyone!",
		"If you fell behind this week, don't give up. Pick up today's reading and keep going.",
		"Reading with all of you keeps me accountable. Thank you for being here.",
		"I read on my lunch break today and it changed the whole afternoon. Small steps add up.",
		"Listening to the audio on my commute has saved my streak. Highly recommend it if you're busy.",
		"Fifteen minutes a day really is enough. Proud of this group!",
		"Whoever posted the tip about reading first thing in the morning: it works. Thank you!",
		"Missed three days while travelling but caught up this weekend. You can do it too.",
		"Keep going, friends. The hard chapters are worth it.",
		"Praying for everyone who feels stuck right now. Grace for today's reading.",
		"My kids have started asking what I'm reading each night. Best side effect ever.",
		"New week, new pages. Let's finish strong together.",
	}
	prayers = []string{
		"Please pray for my mother, who goes into surgery on Thursday.",
		"Prayer request: I start a new job next week and I'm nervous. Thank you all.",
		"Please keep my family in your prayers. We lost my grandfather this week.",
		"Pray that I stay consistent. Work has been overwhelming and reading keeps slipping.",
		"Praying for everyone in this group who is going through a hard season.",
		"Please pray for my son's exams this month.",
		"Asking for prayer for healing. I've been unwell for two weeks.",
		"Please pray for our church's outreach this weekend.",
		"Pray for peace in my home. Things have been tense lately.",
		"Thankful for this group. Praying for each of you by name this week.",
	}
	testimonies = []string{
		"I've started this plan three times before and never got past Leviticus. This time, with all of you, I did.",
		"Reading Psalms during a rough month at work gave me a peace I can't explain.",
		"My husband saw me reading every morning and has now joined the next group!",
		"The prayer request I posted last month was answered: my mother's surgery went well. Thank you for praying.",
		"I used to find the prophets confusing. Reading them straight through, the story finally makes sense.",
		"I got the job I asked you all to pray for. God is faithful!",
		"This journey brought me back to church after ten years away.",
		"Reading the Gospels again as an adult felt like meeting Jesus for the first time.",
	}
	questions = []string{
		"Does anyone have a good study Bible to recommend for the prophets?",
		"How do you all count missing days when you read two days in one sitting?",
		"Is there a reading plan version with audio? I drive a lot.",
		"What time of day do you read? I'm trying to find a routine that sticks.",
		"Which translation is everyone using? I'm on the NIV but thinking of the ESV.",
		"Any tips for getting through the genealogies without losing focus?",
		"Can I switch to the next group if I fall too far behind?",
		"Is anyone else reading with their spouse? How do you do it?",
		"When is the next group call? I missed the last announcement.",
		"How do I see my grades for each milestone?",
	}
	milestonePosts = []string{
		"Just finished %s! Caught up on every day.",
		"%s: done. It took some catching up but I'm there.",
		"Finished %s today. What a section!",
		"%s complete. On to the next one!",
		"Made it through %s with my whole family reading along.",
		"Completed %s this morning. Thank you all for the encouragement!",
	}
	// Posts for a group that has not started yet.
	introductions = []string{
		"Hi everyone! First time doing the whole Bible. A bit nervous but excited.",
		"Signed up with two friends from my small group. Looking forward to January!",
		"Can't wait to start. I've set a daily alarm already.",
		"Hello from %s! Glad to be reading with you all.",
		"I'm going through this journey for the second time. You will love it.",
	}
	upcomingQuestions = []string{
		"Do we need to download the app before day one?",
		"Will there be a group call in the first week?",
		"Is it okay to start a few days late if I'm travelling?",
	}
	upcomingPrayers = []string{
		"Please pray that I stay consistent this year. I've started before and stopped.",
		"Praying for everyone joining this group, that we all finish together.",
	}
	upcomingTestimonies = []string{
		"I finished my first journey last year. The Gospels at the end were worth every day. See you in January!",
		"Last time I nearly quit at the prophets, and this group carried me. Going again!",
	}
)

// The three reported posts of the active group: the first has one report,
// the second two, the third three (and is hidden until an admin decides).
var reported = []struct {
	Content string
	Reasons []string // one per report; "" gives no reason
}{
	{"Does anyone know a good mechanic near downtown? My car broke down again.", []string{"Off topic"}},
	{"Honestly, if you're already behind this early you probably shouldn't bother. Some of us take this seriously.",
		[]string{"Unkind to people who are behind", "Discouraging"}},
	{"Earn $500 a week from home while you read! Message me for the link, only 10 spots left!!!",
		[]string{"Spam", "Advertising", ""}},
}

var legacyNotes = []string{
	"I finished with my church's reading group in 2019 and again in 2021, before this site existed.",
	"Completed the one-year plan on my own twice. Happy to share my reading journal.",
	"Our small group did the journey together in 2022; I have the certificate from our pastor.",
	"I have read through the whole Bible every year since 2017.",
}

var trophyDescriptions = []string{
	"Finished every day of the plan, with a few catch-up weekends.",
	"Completed the journey with my husband. Thank you, team!",
	"All eight milestones done.",
	"",
	"Read the whole Bible for the first time in my life.",
}
